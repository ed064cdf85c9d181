// The /mrdx investor portal island: Login and Sign Up tabs, forgot password, the mailed links'
// forms (#verify=, #reset=), then the forced password change.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $portalStage, $portalTab, openMailedLink } from '../../stores/investor-portal';
import { bootWalletPage } from '../../lib/wallets/wallet-boot';
import { Tabs } from '../ui/Tabs';
import { Toasts } from '../ui/Toasts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { InvestorLoginForm } from './InvestorLoginForm';
import { InvestorSignupForm } from './InvestorSignupForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** The whole interactive part of /mrdx. */
export function MrdxPortal() {
  const stage = useStore($portalStage);
  const tab = useStore($portalTab);
  useEffect(() => {
    bootWalletPage();
    const read = () => openMailedLink(window.location.hash);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  return (
    <>
      {stage === 'change-password' && <ChangePasswordForm />}
      {stage === 'forgot' && <ForgotPasswordForm />}
      {stage === 'reset' && <ResetPasswordForm />}
      {stage === 'auth' && (
        <Tabs
          label="Investor access"
          selected={tab}
          onSelect={(id) => $portalTab.set(id === 'signup' ? 'signup' : 'login')}
          tabs={[
            { id: 'login', label: 'Login', panel: <InvestorLoginForm /> },
            { id: 'signup', label: 'Sign Up', panel: <InvestorSignupForm /> },
          ]}
        />
      )}
      <Toasts />
    </>
  );
}
