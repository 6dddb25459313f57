// The event types a subscription receives: one checkbox per type, grouped under a legend.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INTEGRATION_EVENT_TYPES } from '@portal/shared';
import { Checkbox } from '../../../components/checkbox';
import type { WebhookFields } from './webhook-fields';

export function EventTypesField() {
  const { t } = useTranslation('records');
  const id = useId();
  const { field, fieldState } = useController<WebhookFields, 'eventTypes'>({ name: 'eventTypes' });
  const error = fieldState.error;
  const legend = t('webhooks.eventTypes');
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="grid gap-x-6 sm:grid-cols-2">
        {INTEGRATION_EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            isSelected={field.value.includes(type)}
            onChange={(on) =>
              field.onChange(on ? [...field.value, type] : field.value.filter((v) => v !== type))
            }
            description={type}
          >
            {t(`webhooks.events.${type}`)}
          </Checkbox>
        ))}
      </div>
      {error?.message && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {/* 'Validation Error: Selection required for:' names what is missing. */}
          {error.type === 'selectionRequired' ? `${error.message} ${legend}` : error.message}
        </p>
      )}
    </fieldset>
  );
}
