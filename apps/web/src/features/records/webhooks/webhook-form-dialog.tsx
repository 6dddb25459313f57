// Create or edit a webhook subscription: address, description, secret, event types and whether it
// is active, on react-hook-form with the shared schema (the server checks the same one).
import { useTranslation } from 'react-i18next';
import {
  INTEGRATION_EVENT_TYPES,
  createWebhookBodySchema,
  updateWebhookBodySchema,
  type Webhook,
} from '@portal/shared';
import { PortalModal } from '../../../components/modal';
import { Form } from '../../../components/form/form';
import { CheckboxField, TextField } from '../../../components/form/fields';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useSaveWebhook } from '../api/save-webhook';
import { useDescribeError } from '../lib/describe-error';
import { EventTypesField } from './event-types-field';
import { randomSecret, type WebhookFields } from './webhook-fields';
import { AlertText } from '../../../components/alert-text';

export function WebhookFormDialog(props: { webhook?: Webhook; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('records');
  const describeError = useDescribeError();
  const editing = props.webhook;
  // Editing leaves the secret out unless a new one is typed.
  const toInput = (v: WebhookFields) => ({ ...v, secret: v.secret || (editing ? undefined : '') });
  const form = useZodForm<WebhookFields>({
    schema: editing ? updateWebhookBodySchema : createWebhookBodySchema,
    toInput,
    defaultValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      secret: '',
      eventTypes: editing?.eventTypes ?? [...INTEGRATION_EVENT_TYPES],
      active: editing?.active ?? true,
    },
  });
  const save = useSaveWebhook();
  const onSubmit = async (values: WebhookFields) => {
    const body = toInput(values);
    try {
      await save.mutateAsync(
        editing
          ? { id: editing.id, body: updateWebhookBodySchema.parse(body) }
          : { id: null, body: createWebhookBodySchema.parse(body) },
      );
      props.onClose(true);
    } catch {
      return false;
    }
  };

  return (
    <PortalModal
      isOpen
      wide
      title={editing ? t('webhooks.editTitle') : t('webhooks.createTitle')}
      confirmLabel={t('webhooks.save')}
      onConfirm={() => void form.handleSubmit(onSubmit)()}
      onCancel={() => props.onClose(false)}
      isLoading={save.isPending}
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label={t('webhooks.form')}>
        {save.error && <AlertText>{describeError(save.error).text}</AlertText>}
        <TextField<WebhookFields>
          name="url"
          type="url"
          label={t('webhooks.url')}
          description={t('webhooks.urlHint')}
          maxLength={2048}
          required
        />
        <TextField<WebhookFields>
          name="description"
          label={t('webhooks.description')}
          maxLength={255}
        />
        <div className="grid gap-2">
          <TextField<WebhookFields>
            name="secret"
            label={t('webhooks.secret')}
            description={
              editing
                ? t('webhooks.secretKeepHint', { hint: editing.secretHint })
                : t('webhooks.secretHint')
            }
            maxLength={255}
            required={!editing}
          />
          <button
            type="button"
            className="btn-secondary btn-small justify-self-start"
            onClick={() =>
              form.setValue('secret', randomSecret(), { shouldDirty: true, shouldValidate: true })
            }
          >
            {t('webhooks.generateSecret')}
          </button>
        </div>
        <EventTypesField />
        <CheckboxField<WebhookFields>
          name="active"
          label={t('webhooks.active')}
          description={t('webhooks.activeHint')}
        />
      </Form>
    </PortalModal>
  );
}
