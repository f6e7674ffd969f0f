import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { subscribeNotify } from '../../platform/notify';

/** The window's one Toaster (lazy: it stays out of the sign-in bundle); shows what `notify` sends. */
export const AppToaster = () => {
  const toasterId = useId('app-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      subscribeNotify(({ intent, text }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent, position: 'top', timeout: intent === 'error' ? 6000 : 3000 },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} />;
};
