// A date range picker (React Aria): two segmented date fields and a range calendar; the value is a
// pair of calendar days, with no time zone.
import {
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  FieldError,
  Group,
  Label,
  RangeCalendar,
  type DateRange,
} from 'react-aria-components';
import {
  CalendarButton,
  CalendarMonth,
  DateField,
  PICKER_GROUP,
  PICKER_POPOVER,
} from './date-calendar';
import { PortalLocale } from './portal-locale';
import { FloatingPanel } from './popover';

export interface DateRangePickerProps {
  label: string;
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  isDisabled?: boolean;
}

export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <PortalLocale>
      <AriaDateRangePicker
        value={props.value}
        onChange={props.onChange}
        isDisabled={props.isDisabled ?? false}
        className="grid gap-1"
      >
        <Label className="text-sm">{props.label}</Label>
        <Group className={PICKER_GROUP}>
          <DateField slot="start" />
          <span aria-hidden="true" className="px-1">
            –
          </span>
          <DateField slot="end" />
          <CalendarButton />
        </Group>
        <FieldError className="text-sm font-semibold text-danger" />
        <FloatingPanel placement="bottom start" offset={8} className={PICKER_POPOVER}>
          <Dialog className="outline-none">
            <RangeCalendar>
              <CalendarMonth />
            </RangeCalendar>
          </Dialog>
        </FloatingPanel>
      </AriaDateRangePicker>
    </PortalLocale>
  );
}
