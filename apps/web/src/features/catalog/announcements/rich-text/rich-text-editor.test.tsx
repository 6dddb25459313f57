// The announcement editor as a user meets it: a toolbar with one tab stop, arrow keys and pressed
// states, and content written down to the allow-list.
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page, renderApp } from '../../../../test/render';
import { RichTextEditor } from './rich-text-editor';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Content" value={value} onChange={setValue} readOnly={false} />
      <output aria-label="HTML">{value}</output>
    </>
  );
}

/** Puts the caret into the editor's text `text` (as a click would). */
async function caretIn(text: string) {
  const node = [...screen.getByRole('textbox', { name: 'Content' }).querySelectorAll('*')]
    .flatMap((el) => [...el.childNodes])
    .find((n) => n.nodeType === Node.TEXT_NODE && n.textContent === text)!;
  await act(async () => {
    screen.getByRole('textbox', { name: 'Content' }).focus();
    document.getSelection()!.setBaseAndExtent(node, 0, node, text.length);
    document.dispatchEvent(new Event('selectionchange'));
  });
}

describe('announcement editor', () => {
  it('has a toolbar with one tab stop that arrow keys, Home and End move along', async () => {
    await renderApp({ path: '/', routes: page(<Harness initial="<p>Hello</p>" />) });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('tabindex'))).toEqual([
      '0',
      ...buttons.slice(1).map(() => '-1'),
    ]);
    await userEvent.tab();
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
    expect(buttons[1]).toHaveAttribute('tabindex', '0');
    expect(buttons[0]).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(buttons.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(buttons.at(-1)).toHaveFocus();
  });

  it('shows the formats of the selection pressed and applies a heading', async () => {
    await renderApp({
      path: '/',
      routes: page(<Harness initial="<p>Plain <strong>Strong</strong></p>" />),
    });
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
    const button = (name: string) => within(toolbar).getByRole('button', { name });
    await caretIn('Strong');
    await waitFor(() => expect(button('Bold')).toHaveAttribute('aria-pressed', 'true'));
    expect(button('Italic')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Paragraph')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button('Heading 2'));
    await waitFor(() => expect(button('Heading 2')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('status', { name: 'HTML' })).toHaveTextContent(
      '<h2>Plain <strong>Strong</strong></h2>',
    );
    await caretIn('Plain ');
    await waitFor(() => expect(button('Bold')).toHaveAttribute('aria-pressed', 'false'));
  });
});
