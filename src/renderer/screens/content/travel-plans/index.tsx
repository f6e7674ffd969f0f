import { useState } from 'react';
import { travelPlansResource } from '../../../../shared/resources';
import { ResourcePage } from '../../../crud/fluent/ResourcePage';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { DAY_PLAN_TEXTS } from './day-plan-texts';
import { DayPlanDialog } from './DayPlanDialog';

/** 行程规划: the engine's list of itineraries, with 行程安排 on each row (the day-plan editor). */
export const Screen = () => {
  const { language } = useCrudText();
  const [plan, setPlan] = useState<{ id: string; title: string }>();
  return (
    <>
      <ResourcePage
        def={travelPlansResource}
        extraRowActions={[
          {
            name: 'dayPlan',
            label: DAY_PLAN_TEXTS[language === 'en' ? 'en' : 'zh'].action,
            run: (row) => setPlan({ id: String(row.id), title: String(row.title ?? '') }),
          },
        ]}
      />
      {plan && <DayPlanDialog plan={plan} onClose={() => setPlan(undefined)} />}
    </>
  );
};
