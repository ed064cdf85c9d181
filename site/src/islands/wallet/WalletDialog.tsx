// The wallet picker: the known wallets and any other detected one,
// 'Ready to connect' or 'Click to install', a footer link about Solana wallets, and Cancel. On a phone
// whose browser has no wallet, it also offers the wallet-app routes (WalletAppRoutes).
import { $walletOptions, connectOption } from '../../stores/wallet';
import { useHydratedStore } from '../ui/use-hydrated';
import { WALLETS_INFO_URL } from '../../lib/wallets/known-wallets';
import type { WalletOption } from '../../lib/wallets/wallet-options';
import { needsWalletAppRoutes } from '../../lib/wallets/wallet-app-routes';
import { Modal } from '../ui/Modal';
import { WalletAppRoutes } from './WalletAppRoutes';

type WalletDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The wizard's "pay with a wallet app" (continue without connecting); elsewhere a link to the checkout. */
  onPayWithWalletApp?: () => void;
};

/** The picker on the kit's Modal: focus stays inside, Escape and Cancel close it, focus returns to the opener. */
export function WalletDialog({ open, onClose, onPayWithWalletApp }: WalletDialogProps) {
  const options = useHydratedStore($walletOptions, []);
  const walletAppRoutes = typeof window !== 'undefined' && needsWalletAppRoutes(window, options);

  const choose = async (option: WalletOption) => {
    if (option.readyState === 'NotDetected') return void connectOption(option);
    onClose();
    await connectOption(option);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      closeButton={false}
      title="Connect a wallet"
      description="Choose a Solana wallet to connect to MRDX."
      descriptionClassName="mt-1 text-sm text-gray-400"
      frameClassName="w-[26rem] max-w-[calc(100vw-2rem)] rounded-2xl border-gray-700 bg-gray-950 p-5 shadow-2xl backdrop:bg-black/70"
      data-slot="wallet-dialog"
    >
      {/* First on a phone with no wallet: installing a browser extension is no way forward there. */}
      {walletAppRoutes && <WalletAppRoutes onPayWithWalletApp={onPayWithWalletApp} />}
      <ul className="mt-4 flex max-h-[60vh] flex-col gap-2 overflow-y-auto">
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              onClick={() => void choose(option)}
              className="flex w-full items-center gap-3 rounded-xl border border-gray-800 bg-gray-900 px-3 py-2.5 text-left hover:border-violet-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-violet-400"
              data-slot="wallet-option"
            >
              {option.icon ? (
                <img src={option.icon} alt="" width={28} height={28} className="size-7 rounded-md" />
              ) : (
                <span aria-hidden="true" className="flex size-7 items-center justify-center rounded-md bg-violet-700 text-sm font-bold">
                  {option.name[0]}
                </span>
              )}
              <span className="flex-1 font-medium">{option.name}</span>
              <span className={option.readyState === 'Installed' ? 'text-xs text-emerald-300' : 'text-xs text-gray-400'}>
                {option.readyState === 'Installed' ? 'Ready to connect' : 'Click to install'}
              </span>
              {option.readyState === 'NotDetected' && <span className="sr-only"> (opens in a new tab)</span>}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-3">
        <a href={WALLETS_INFO_URL} target="_blank" rel="noopener noreferrer" className="text-sm text-violet-300 underline hover:text-violet-200">
          What is a Solana wallet?
        </a>
        <button type="button" onClick={onClose} className="rounded-lg border border-gray-700 px-4 py-2 text-sm font-medium hover:bg-gray-800">
          Cancel
        </button>
      </div>
    </Modal>
  );
}
