import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Slider,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { orderCarTrackKey as key } from '../../../../shared/resources';
import { useDataProvider } from '../../../crud/core/CrudContext';
import { useCrudText } from '../../../crud/i18n/use-crud-text';
import { polylinePoints, projector, toTrackPoints } from './track-geometry';

const WIDTH = 640;
const HEIGHT = 360;
/** The list's largest page; a long rental's fixes are read page by page, up to MAX_PAGES pages. */
const PAGE = 1000;
const MAX_PAGES = 10;

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: '100%' },
  drawing: {
    width: '100%',
    height: 'auto',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  controls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  facts: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', margin: `${tokens.spacingVerticalS} 0` },
  points: { maxHeight: '180px', overflowY: 'auto' },
});

type Rows = { records?: Record<string, unknown>[]; total?: number };

/**
 * A rental's track: the GPS fixes drawn as a line with its start, stops and end, played back along the time line
 * (a slider, or Play), with the order's mileage, stops and violations beside it and every fix in a table. The app
 * has no map tiles configured, so the line is drawn by its coordinates on a plain ground.
 */
export const TrackDialog = ({
  orderId,
  orderNo,
  onClose,
}: {
  orderId: string;
  orderNo: string;
  onClose: () => void;
}) => {
  const styles = useStyles();
  const { rt } = useCrudText();
  const provider = useDataProvider();
  const page = (endpoint: string, verb: string, current: number) =>
    provider.custom({
      method: 'GET',
      url: `/api${endpoint}/${verb}`,
      params: { orderId_equal: orderId, current: String(current), size: String(PAGE) },
    }) as Promise<Rows>;
  const list = async (endpoint: string, verb = 'list'): Promise<Rows> => {
    const first = await page(endpoint, verb, 1);
    const records = [...(first.records ?? [])];
    const pages = Math.min(MAX_PAGES, Math.ceil(Number(first.total ?? 0) / PAGE));
    for (let current = 2; current <= pages; current++)
      records.push(...((await page(endpoint, verb, current)).records ?? []));
    return { records };
  };
  const answer = useQuery({
    queryKey: ['orderCar', 'track', orderId],
    queryFn: async () => {
      const [track, stops, mileage, violations] = await Promise.all([
        list('/blade-order/orderCarTrack'),
        list('/blade-order/orderCarStop'),
        list('/blade-order/orderCarMileage'),
        list('/blade-order/orderCarViolation', 'page'),
      ]);
      return {
        points: toTrackPoints(track.records ?? []),
        stops: toTrackPoints((stops.records ?? []).map((row) => ({ ...row, gpsTime: row.startTime }))),
        mileage: (mileage.records ?? []).reduce((sum, row) => sum + (Number(row.mileage) || 0), 0),
        violations: violations.records ?? [],
      };
    },
  });
  const data = answer.data;
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const last = Math.max(0, (data?.points.length ?? 1) - 1);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setAt((current) => {
        if (current >= last) {
          setPlaying(false);
          return current;
        }
        return current + 1;
      });
    }, 120);
    return () => window.clearInterval(timer);
  }, [playing, last]);
  const drawing = useMemo(() => {
    if (!data || data.points.length === 0) return undefined;
    const project = projector([...data.points, ...data.stops], WIDTH, HEIGHT);
    return { project, line: data.points.map(project) };
  }, [data]);
  const current = data?.points[Math.min(at, last)];
  return (
    <Dialog open onOpenChange={(_event, state) => (state.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{rt(key('title'), { orderNo })}</DialogTitle>
          <DialogContent>
            {answer.isPending && <Spinner label={rt(key('loading'))} />}
            {answer.isError && (
              <MessageBar intent="error">
                <MessageBarBody>{rt(key('failed'))}</MessageBarBody>
              </MessageBar>
            )}
            {data && data.points.length === 0 && (
              <MessageBar>
                <MessageBarBody>{rt(key('empty'))}</MessageBarBody>
              </MessageBar>
            )}
            {data && drawing && current && (
              <>
                <MessageBar intent="info">
                  <MessageBarBody>{rt(key('noTiles'))}</MessageBarBody>
                </MessageBar>
                <svg
                  className={styles.drawing}
                  viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                  role="img"
                  aria-label={rt(key('title'), { orderNo })}
                  data-testid="track-drawing"
                  data-points={data.points.length}
                >
                  <polyline
                    points={polylinePoints(drawing.line)}
                    fill="none"
                    stroke="#089DA5"
                    strokeWidth={3}
                    strokeLinejoin="round"
                  />
                  <polyline
                    points={polylinePoints(drawing.line.slice(0, at + 1))}
                    fill="none"
                    stroke="#0B5C61"
                    strokeWidth={5}
                    strokeLinejoin="round"
                  />
                  {data.stops.map((stop) => {
                    const p = drawing.project(stop);
                    return (
                      <circle key={stop.gpsTime} cx={p.x} cy={p.y} r={6} fill="#F2B84B">
                        <title>{`${rt(key('stop'))} ${stop.gpsTime}`}</title>
                      </circle>
                    );
                  })}
                  <circle cx={drawing.line[0].x} cy={drawing.line[0].y} r={7} fill="#2E9E44">
                    <title>{rt(key('start'))}</title>
                  </circle>
                  <circle cx={drawing.line[last].x} cy={drawing.line[last].y} r={7} fill="#C4314B">
                    <title>{rt(key('end'))}</title>
                  </circle>
                  <circle
                    cx={drawing.line[at].x}
                    cy={drawing.line[at].y}
                    r={5}
                    fill="#fff"
                    stroke="#0B5C61"
                    strokeWidth={3}
                  />
                </svg>
                <div className={styles.controls}>
                  <Button
                    onClick={() => {
                      if (!playing && at >= last) setAt(0);
                      setPlaying(!playing);
                    }}
                  >
                    {rt(key(playing ? 'pause' : 'play'))}
                  </Button>
                  <Slider
                    aria-label={rt(key('position'))}
                    min={0}
                    max={last}
                    value={at}
                    onChange={(_event, slider) => {
                      setPlaying(false);
                      setAt(slider.value);
                    }}
                    style={{ flex: 1 }}
                  />
                  <span data-testid="track-time">{current.gpsTime}</span>
                </div>
                <div className={styles.facts}>
                  <span>
                    {rt(key('mileage'))}：{data.mileage.toFixed(1)} km
                  </span>
                  <span>
                    {rt(key('stops'))}：{data.stops.length}
                  </span>
                  <span>
                    {rt(key('violations'))}：{data.violations.length}
                  </span>
                  <span>
                    {rt(key('points'))}：{data.points.length}
                  </span>
                </div>
                <div className={styles.points}>
                  <Table size="extra-small" aria-label={rt(key('points'))}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{rt(key('time'))}</TableHeaderCell>
                        <TableHeaderCell>lng</TableHeaderCell>
                        <TableHeaderCell>lat</TableHeaderCell>
                        <TableHeaderCell>{rt(key('speed'))}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.points.map((point, index) => (
                        <TableRow key={`${point.gpsTime}-${index}`} aria-selected={index === at}>
                          <TableCell>{point.gpsTime}</TableCell>
                          <TableCell>{point.lng}</TableCell>
                          <TableCell>{point.lat}</TableCell>
                          <TableCell>{point.speed}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {rt(key('close'))}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
