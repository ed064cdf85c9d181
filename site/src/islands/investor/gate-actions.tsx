// The gates' next-step controls, loaded when a gate shows them (React.lazy): the wallet button, the
// wallet sign-in and the temporary-password form each pull in their stores and schemas, which a page
// that opens for a signed-in investor never needs. Until a chunk arrives, a box of the control's size holds its place.
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyWalletButton = lazy(() => import('../wallet/WalletButton').then((module) => ({ default: module.WalletButton })));
const LazyWalletSignInButton = lazy(() => import('./WalletSignInButton').then((module) => ({ default: module.WalletSignInButton })));
const LazyChangePasswordForm = lazy(() => import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })));

/** The placeholder of a control still loading: its size, announced as busy. */
function Loading({ className }: { className: string }) {
  return <div aria-busy="true" className={className} />;
}

/** "Connect Wallet" (the navigation's wallet button, picker included). */
export function GateWalletButton(props: ComponentProps<typeof LazyWalletButton>) {
  return (
    <Suspense fallback={<Loading className="h-10 w-44 rounded-full bg-violet-900/40" />}>
      <LazyWalletButton {...props} />
    </Suspense>
  );
}

/** "Sign in with your wallet", in place. */
export function GateWalletSignIn(props: ComponentProps<typeof LazyWalletSignInButton>) {
  return (
    <Suspense fallback={<Loading className="h-[4.5rem] w-full max-w-sm rounded-md bg-cyan-900/30" />}>
      <LazyWalletSignInButton {...props} />
    </Suspense>
  );
}

/** The temporary-password replacement form, in place. */
export function GateChangePassword(props: ComponentProps<typeof LazyChangePasswordForm>) {
  return (
    <Suspense fallback={<Loading className="h-80 w-full rounded-md bg-slate-900/40" />}>
      <LazyChangePasswordForm {...props} />
    </Suspense>
  );
}
