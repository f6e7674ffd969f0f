import { MessageBar, MessageBarBody, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DataAreaRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBoardReader } from '../../../shared/board-roles';
import type { BoardDisplay, BoardDisplays } from '../../../shared/contract/board';
import { loadBoardDisplays, openBoard } from '../../board/open-board';
import { getApi } from '../../platform/api';
import { useSessionUser } from '../../stores/session-store';
import { FormDialog } from '../../ui/FormDialog';
import { useNotify } from '../../platform/notify';
import { HeaderButton } from '../header-actions/HeaderButton';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  size: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalS },
});

/**
 * The workspace's "open board" (spec 000 §2.4: the board on the chosen display). With one display (always in the
 * browser host) it opens at once; with several the operator picks one, the remembered one (else the primary)
 * chosen already, and the host remembers the pick. Shown to those who may read the board.
 */
export const OpenBoardButton = () => {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const user = useSessionUser();
  const [choice, setChoice] = useState<BoardDisplays | null>(null);
  const [displayId, setDisplayId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!isBoardReader(user?.roleName)) return null;

  const open = async (id: number): Promise<boolean> => {
    const failure = await openBoard(getApi(), id);
    if (!failure) return true;
    setError(t('board.open.failed', { message: failure.message }));
    return false;
  };

  const start = async () => {
    setBusy(true);
    const displays = await loadBoardDisplays(getApi());
    if ('code' in displays) {
      setBusy(false);
      notify.error(t('board.open.failed', { message: displays.message }));
      return;
    }
    if (displays.displays.length === 1) {
      const failure = await openBoard(getApi(), displays.chosenId);
      setBusy(false);
      if (failure) notify.error(t('board.open.failed', { message: failure.message }));
      return;
    }
    setBusy(false);
    setError(null);
    setDisplayId(displays.chosenId);
    setChoice(displays);
  };

  const submit = async () => {
    if (displayId === null) return;
    setBusy(true);
    const opened = await open(displayId);
    setBusy(false);
    if (opened) setChoice(null);
  };

  const label = (display: BoardDisplay) => (
    <>
      {display.label}
      {display.primary ? `(${t('board.open.primary')})` : ''}
      {display.size ? <span className={styles.size}>{t('board.open.size', display.size)}</span> : null}
    </>
  );

  return (
    <>
      <HeaderButton
        label={t('board.open.action')}
        icon={<DataAreaRegular />}
        disabled={busy && choice === null}
        onClick={() => void start()}
      />
      {choice ? (
        <FormDialog
          title={t('board.open.title')}
          busy={busy}
          submitLabel={t('board.open.submit')}
          busyLabel={t('board.open.opening')}
          cancelLabel={t('board.open.cancel')}
          onSubmit={() => void submit()}
          onCancel={() => setChoice(null)}
          modalType="modal"
          submitTestId="board-open-submit"
        >
          <Text className={styles.intro}>{t('board.open.intro')}</Text>
          <RadioGroup
            aria-label={t('board.open.display')}
            value={String(displayId)}
            onChange={(_, data) => setDisplayId(Number(data.value))}
            data-testid="board-open-displays"
          >
            {choice.displays.map((display) => (
              <Radio key={display.id} value={String(display.id)} label={label(display)} />
            ))}
          </RadioGroup>
          {error ? (
            <MessageBar intent="error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          ) : null}
        </FormDialog>
      ) : null}
    </>
  );
};
