import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SM2_PUBLIC_KEY_PATH, type Sm2PublicKeyInfo } from '../../../shared/bladex/auth';
import { getEnvelopeData } from '../layout/bladex-get';

const useStyles = makeStyles({
  box: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  key: { fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

type State = { kind: 'loading' } | { kind: 'ready'; info: Sm2PublicKeyInfo } | { kind: 'failed'; message: string };

const isKeyInfo = (data: unknown): data is Sm2PublicKeyInfo =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Partial<Sm2PublicKeyInfo>).publicKey === 'string' &&
  typeof (data as Partial<Sm2PublicKeyInfo>).keyFile === 'string';

/**
 * The embedded server's SM2 public key, for an administrator to copy into a Saber build (`website.auth.publicKey`)
 * or into this client's own SpringBlade setting (`onUse`). Shown only while the embedded server is in use: a
 * remote BladeX keeps its keys to itself.
 */
export const EmbeddedSm2Key = ({ onUse, disabled }: { onUse: (key: string) => void; disabled: boolean }) => {
  const styles = useStyles();
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    getEnvelopeData(`/api${SM2_PUBLIC_KEY_PATH}`).then(
      (data) => {
        if (!live) return;
        setState(
          isKeyInfo(data)
            ? { kind: 'ready', info: data }
            : { kind: 'failed', message: t('desktop.settings.sm2KeyUnreadable') },
        );
      },
      (error: unknown) => {
        if (live) setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [t]);

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  if (state.kind === 'loading') return <Spinner size="tiny" label={t('desktop.settings.sm2KeyLoading')} />;
  if (state.kind === 'failed') {
    return (
      <MessageBar intent="warning" className={styles.box}>
        <MessageBarBody>{t('desktop.settings.sm2KeyFailed', { message: state.message })}</MessageBarBody>
      </MessageBar>
    );
  }
  const { publicKey, keyFile } = state.info;
  return (
    <div className={styles.box}>
      <Field label={t('desktop.settings.sm2EmbeddedKey')} hint={t('desktop.settings.sm2EmbeddedKeyHint', { keyFile })}>
        <Textarea
          className={styles.key}
          value={publicKey}
          readOnly
          resize="none"
          rows={3}
          data-testid="embedded-sm2-key"
        />
      </Field>
      <div className={styles.actions}>
        <Button icon={<CopyRegular />} onClick={() => void copy(publicKey)}>
          {copied ? t('desktop.settings.sm2KeyCopied') : t('desktop.settings.sm2KeyCopy')}
        </Button>
        <Button disabled={disabled} onClick={() => onUse(publicKey)}>
          {t('desktop.settings.sm2KeyUse')}
        </Button>
      </div>
    </div>
  );
};
