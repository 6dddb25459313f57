// The users list's "More actions" menu, its links followed by the router. React Aria's menu code
// loads just after the list's own, so the list does not wait for it.
import { useHref, useNavigate } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { ActionMenu, type MenuAction } from '../../../components/menu';

export default function UsersMoreActions(props: {
  label: string;
  busy: boolean;
  actions: readonly MenuAction[];
}) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <ActionMenu {...props} />
    </RouterProvider>
  );
}
