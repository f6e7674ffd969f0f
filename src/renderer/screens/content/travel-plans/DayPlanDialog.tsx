import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { travelPlansItemsResource, travelPlansResource } from '../../../../shared/resources';
import { crudKeys } from '../../../crud/core/query-keys';
import { FieldInput } from '../../../crud/fluent/FieldInput';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { BladeError, bladex } from '../../../platform/bladex-client';
import { DAY_PLAN_TEXTS } from './day-plan-texts';
import {
  addDay,
  addSpot,
  daysFromSpots,
  moveDay,
  moveSpot,
  refusedSpot,
  removeDay,
  removeSpot,
  spotListOf,
  updateSpot,
  type DayDraft,
  type SpotDraft,
} from './day-plan-model';

const useStyles = makeStyles({
  surface: { width: 'min(960px, 94vw)', maxWidth: '960px' },
  day: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalM,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flex: 1 },
  spot: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalM,
    borderTop: `1px dashed ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalS,
  },
  wide: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalXS, justifyContent: 'flex-end' },
});

const fieldOf = (name: string) => {
  const field = travelPlansItemsResource.fields.find((entry) => entry.name === name);
  if (!field) throw new Error(`travelPlansItems has no ${name}`);
  return field;
};
const PICKED = ['location', 'merchantId', 'productIds'] as const;

/**
 * 行程安排: an itinerary's days, each with its spots (name, map point, merchant, products), added, moved (a spot
 * past its day's end moves to the next day), removed, and saved in ONE `travelPlans/submit` with `spotList`, which
 * the server writes all or nothing. A refusal keeps everything as entered and shows its message beside the spot and
 * field it names; nothing is saved until 保存.
 */
export const DayPlanDialog = ({ plan, onClose }: { plan: { id: string; title: string }; onClose: () => void }) => {
  const styles = useStyles();
  const { rt, language } = useCrudText();
  const t = DAY_PLAN_TEXTS[language === 'en' ? 'en' : 'zh'];
  const client = useQueryClient();
  const loaded = useQuery({
    queryKey: [...crudKeys.resource(travelPlansResource.name), 'day-plan', plan.id],
    queryFn: () =>
      bladex.get<Record<string, unknown>[]>(`${travelPlansResource.endpoint}/list_items`, { travelPlansId: plan.id }),
    gcTime: 0,
  });
  const [edited, setDays] = useState<DayDraft[]>();
  const days = edited ?? (loaded.data ? daysFromSpots(loaded.data) : undefined);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [refused, setRefused] = useState<{ spotKey: string; field: string; message: string }>();

  const change = (next: DayDraft[]) => {
    setDays(next);
    setRefused(undefined);
  };
  const save = async () => {
    if (!days) return;
    const unnamed = days.flatMap((day) => day.spots).find((spot) => spot.name.trim() === '');
    if (unnamed) {
      setRefused({ spotKey: unnamed.key, field: 'name', message: t.nameRequired });
      setProblem(t.nameRequired);
      return;
    }
    setSaving(true);
    setProblem(undefined);
    try {
      await bladex.post(`${travelPlansResource.endpoint}/submit`, undefined, {
        id: plan.id,
        spotList: spotListOf(days),
      });
      await client.invalidateQueries({ queryKey: crudKeys.resource(travelPlansResource.name) });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      if (error instanceof BladeError) setRefused(refusedSpot(days, error.fieldErrors));
    } finally {
      setSaving(false);
    }
  };

  const spotFields = (day: number, index: number, spot: SpotDraft) => {
    const messageOf = (field: string) =>
      refused?.spotKey === spot.key && refused.field === field ? refused.message : undefined;
    return (
      <div
        key={spot.key}
        className={styles.spot}
        data-testid="day-plan-spot"
        aria-label={`${t.day(day + 1)} ${spot.name}`}
      >
        <Field
          label={rt(fieldOf('name').label)}
          required
          validationMessage={messageOf('name')}
          validationState={messageOf('name') ? 'error' : 'none'}
        >
          <Input
            value={spot.name}
            disabled={saving}
            maxLength={128}
            data-testid="day-plan-spot-name"
            onChange={(_, data) => change(updateSpot(days ?? [], day, index, { name: data.value }))}
          />
        </Field>
        {PICKED.map((name) => {
          const field = fieldOf(name);
          const id = `day-plan-${spot.key}-${name}`;
          return (
            <Field
              key={name}
              label={{ children: rt(field.label), htmlFor: id }}
              validationMessage={messageOf(name)}
              validationState={messageOf(name) ? 'error' : 'none'}
            >
              <FieldInput
                field={field}
                id={id}
                label={rt(field.label)}
                value={spot[name]}
                disabled={saving}
                creating={false}
                onChange={(value) =>
                  change(
                    updateSpot(days ?? [], day, index, {
                      [name]: value === null || value === undefined ? '' : String(value),
                    }),
                  )
                }
              />
            </Field>
          );
        })}
        <div className={styles.wide}>
          <Button
            size="small"
            icon={<ArrowUpRegular />}
            aria-label={t.spotUp}
            disabled={saving}
            onClick={() => change(moveSpot(days ?? [], day, index, -1))}
          />
          <Button
            size="small"
            icon={<ArrowDownRegular />}
            aria-label={t.spotDown}
            disabled={saving}
            onClick={() => change(moveSpot(days ?? [], day, index, 1))}
          />
          <Button
            size="small"
            icon={<DeleteRegular />}
            disabled={saving}
            onClick={() => change(removeSpot(days ?? [], day, index))}
          >
            {t.removeSpot}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && !saving && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{`${t.title} · ${plan.title}`}</DialogTitle>
          <DialogContent>
            {loaded.isLoading && <Spinner label={t.loading} />}
            {loaded.error && <MessageBar intent="error">{t.loadFailed}</MessageBar>}
            {days?.length === 0 && <Text>{t.empty}</Text>}
            {days?.map((day, dayIndex) => (
              <section key={day.key} className={styles.day} aria-label={t.day(dayIndex + 1)} data-testid="day-plan-day">
                <div className={styles.head}>
                  <Text weight="semibold" className={styles.grow}>
                    {t.day(dayIndex + 1)}
                  </Text>
                  <Button
                    size="small"
                    icon={<ArrowUpRegular />}
                    aria-label={t.dayUp}
                    disabled={saving}
                    onClick={() => change(moveDay(days, dayIndex, -1))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownRegular />}
                    aria-label={t.dayDown}
                    disabled={saving}
                    onClick={() => change(moveDay(days, dayIndex, 1))}
                  />
                  <Button
                    size="small"
                    icon={<DeleteRegular />}
                    disabled={saving}
                    onClick={() => change(removeDay(days, dayIndex))}
                  >
                    {t.removeDay}
                  </Button>
                </div>
                {day.spots.map((spot, index) => spotFields(dayIndex, index, spot))}
                <Button
                  size="small"
                  icon={<AddRegular />}
                  disabled={saving}
                  onClick={() => change(addSpot(days, dayIndex))}
                  data-testid="day-plan-add-spot"
                >
                  {t.addSpot}
                </Button>
              </section>
            ))}
            {days && (
              <Button
                icon={<AddRegular />}
                disabled={saving}
                onClick={() => change(addDay(days))}
                data-testid="day-plan-add-day"
              >
                {t.addDay}
              </Button>
            )}
            {problem && (
              <MessageBar intent="error" role="alert">
                {problem}
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!days || saving}
              onClick={() => void save()}
              data-testid="day-plan-save"
            >
              {saving ? t.saving : t.save}
            </Button>
            <Button disabled={saving} onClick={onClose}>
              {t.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
