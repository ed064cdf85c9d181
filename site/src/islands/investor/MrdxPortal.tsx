// The /mrdx investor portal island: Login and Sign Up tabs, then the forced password change.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $portalStage } from '../../stores/investor-portal';
import { Tabs } from '../ui/Tabs';
import { Toasts } from '../ui/Toasts';
import { ChangePasswordForm } from './ChangePasswordForm';
import { InvestorLoginForm } from './InvestorLoginForm';
import { InvestorSignupForm } from './InvestorSignupForm';

/** The whole interactive part of /mrdx. */
export function MrdxPortal() {
  const stage = useStore($portalStage);
  const [tab, setTab] = useState('login');
  return (
    <>
      {stage === 'change-password' ? (
        <ChangePasswordForm />
      ) : (
        <Tabs
          label="Investor access"
          selected={tab}
          onSelect={setTab}
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
