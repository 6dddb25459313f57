// The one notice (components/notice) with the records pages' 'Dismiss' wording.
import { useTranslation } from 'react-i18next';
import { Notice as BaseNotice, type NoticeProps } from '../../../components/notice';

export type { NoticeState } from '../../../components/notice';

export function Notice(props: Omit<NoticeProps, 'closeLabel'>) {
  const { t } = useTranslation('records');
  return <BaseNotice {...props} closeLabel={t('common.dismiss')} />;
}
