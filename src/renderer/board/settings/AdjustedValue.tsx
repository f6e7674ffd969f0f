import { useTranslation } from 'react-i18next';

/**
 * A figure changed by a display adjustment: shows the adjusted text, keeps the server's raw figure on hover
 * (native tooltip: it works the same in the kiosk window and costs nothing per row) and in `data-raw`.
 */
export const AdjustedValue = ({
  raw,
  text,
  testId,
}: {
  raw: number | string | null | undefined;
  /** The adjusted figure, already formatted. */
  text: string;
  testId?: string;
}) => {
  const { t } = useTranslation();
  const rawText = String(raw ?? 0);
  return (
    <span title={t('board.adjust.rawHint', { raw: rawText })} data-raw={rawText} data-testid={testId}>
      {text}
    </span>
  );
};
