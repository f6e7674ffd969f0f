import { makeStyles, tokens } from '@fluentui/react-components';
import { AccountDialogs } from './AccountDialogs';

const useStyles = makeStyles({
  backdrop: {
    minHeight: '100vh',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed}, ${tokens.colorBrandBackground})`,
  },
});

/**
 * What a social sign-in of an unbound identity sees instead of the workspace: its token reaches only
 * user-info, register-guest and sign-out, so the workspace's calls would all be refused.
 */
export const RegistrationGate = () => {
  const styles = useStyles();
  return (
    <main className={styles.backdrop}>
      <AccountDialogs />
    </main>
  );
};
