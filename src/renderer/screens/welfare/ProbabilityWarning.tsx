import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useCrudText } from '../../crud/i18n/use-crud-text';
import { bladex } from '../../platform/bladex-client';

interface ActivityTotal {
  id: string;
  name: string;
  probabilityTotal: number;
}

/** The sum of an activity's prize probabilities may not pass 10000 ten-thousandths (100 %). */
export const OVER = 10000;

/** The activities whose prizes' probabilities add up to more than 100 %. */
export const overLimit = (rows: readonly ActivityTotal[]): ActivityTotal[] =>
  rows.filter((row) => Number(row.probabilityTotal) > OVER);

/**
 * A warning above a lucky-draw list when an activity's prizes add up to more than 100 %: a draw then cannot honour
 * its probabilities. Its query sits under the screen's resource key, so every save there refetches it.
 */
export const ProbabilityWarning = ({ screen }: { screen: 'lotteryActivity' | 'lotteryPrize' }) => {
  const totals = useQuery({
    // Under the screen's resource key, so its saves refetch the totals.
    queryKey: ['crud', screen, 'probability-totals'],
    queryFn: () => bladex.get<{ records: ActivityTotal[] }>('/blade-order/actVip/list', { current: 1, size: 1000 }),
  });
  const { rt } = useCrudText();
  const over = overLimit(totals.data?.records ?? []);
  if (over.length === 0) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {over
          .map((row) =>
            rt('res.welfare.lotteryActivity.warnings.overLimit', {
              name: row.name,
              percent: (row.probabilityTotal / 100).toFixed(2),
            }),
          )
          .join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
};
