// What the sale's Solana Action says (Actions spec, types from @solana/actions-spec): the metadata of
// GET (phase, price, minimum, preset amounts, an amount and email field; disabled with the reason when
// the sale takes no contribution), and the answers after a POST and after links.next. The description
// names the terms page: a POST after it is the buyer's acceptance, which the intent records
// (services/contributions/create-intent.ts), and says which countries the sale refuses, if any.
import type { ActionGetResponse, CompletedAction, NextAction, LinkedAction, TypedActionParameter } from '@solana/actions-spec';
import { formatLamportsAsSol, lamportsForUsdCents, LAMPORTS_PER_SOL, usdToCents, usdToMicroUsd } from '@core/lamports';
import { formatUsdPrice } from '@core/format/money';
import { CONTRIBUTE_ACTION_NEXT_PATH, CONTRIBUTE_ACTION_PATH } from '@core/payments/payment-links';
import { phaseConfig } from '@core/phase';
import { TOKEN } from '@core/sale-config';
import type { PhaseName } from '@core/sale-config';
import type { AssetSymbol } from '@core/payment-assets';

/** The amounts a blink offers as buttons, in SOL; those under the phase minimum or over its cap are left out. */
export const PRESET_AMOUNTS_SOL = [1, 2, 5] as const;

const TITLE = `${TOKEN.symbol} Pre-sale`;
const iconOf = (origin: string) => `${origin}/favicon.svg`;

const EMAIL_PARAMETER: TypedActionParameter = {
  type: 'email',
  name: 'email',
  label: 'Your email (for your dashboard access)',
  required: true,
};

/** The phase minimum in lamports at `solUsd`, or null without a price. */
function minimumLamports(phase: PhaseName, solUsd: number | null): bigint | null {
  const price = solUsd === null ? null : usdToMicroUsd(solUsd);
  return price === null ? null : lamportsForUsdCents(usdToCents(phaseConfig(phase).minContributionUSD), price);
}

/** The sentence that states the phase, the price and the minimum. */
function phaseSentence(phase: PhaseName, minimum: bigint | null): string {
  const config = phaseConfig(phase);
  const min = `minimum $${config.minContributionUSD}${minimum === null ? '' : ` (≈${formatLamportsAsSol(minimum, 3)} SOL now)`}`;
  const bonus = config.bonusPercent > 0 ? `, ${config.bonusPercent}% bonus tokens` : '';
  const cap = config.maxContributionSOL === null ? '' : `, at most ${config.maxContributionSOL} SOL per wallet`;
  return `${config.label} phase: 1 ${TOKEN.symbol} = ${formatUsdPrice(config.tokenPrice)}, ${min}${cap}${bonus}.`;
}

/** The currency field of the any-amount link: every asset this cluster's sale takes, SOL first. */
function currencyParameter(assets: readonly AssetSymbol[]): TypedActionParameter {
  return {
    type: 'select',
    name: 'currency',
    label: 'Currency',
    required: true,
    options: assets.map((symbol, index) => ({ label: symbol, value: symbol.toLowerCase(), ...(index === 0 ? { selected: true } : {}) })),
  };
}

/**
 * The links of an open sale: a button per preset amount of SOL and a field for any amount in any
 * accepted currency, each with the email.
 */
function contributeLinks(phase: PhaseName, minimum: bigint | null, assets: readonly AssetSymbol[]): LinkedAction[] {
  const cap = phaseConfig(phase).maxContributionSOL;
  const presets = PRESET_AMOUNTS_SOL.filter((sol) => (minimum === null || BigInt(sol) * LAMPORTS_PER_SOL >= minimum) && (cap === null || sol <= cap));
  return [
    ...presets.map((sol): LinkedAction => ({
      type: 'transaction',
      label: `${sol} SOL`,
      href: `${CONTRIBUTE_ACTION_PATH}?amount=${sol}&email={email}`,
      parameters: [EMAIL_PARAMETER],
    })),
    assets.length > 1
      ? {
          type: 'transaction',
          label: 'Contribute',
          href: `${CONTRIBUTE_ACTION_PATH}?amount={amount}&currency={currency}&email={email}`,
          parameters: [
            // The minimum and cap differ per currency: the server checks them and says which it broke.
            { type: 'number', name: 'amount', label: `Amount (${assets.join(', ')})`, required: true },
            currencyParameter(assets),
            EMAIL_PARAMETER,
          ],
        }
      : {
          type: 'transaction',
          label: 'Contribute',
          href: `${CONTRIBUTE_ACTION_PATH}?amount={amount}&email={email}`,
          parameters: [
            {
              type: 'number',
              name: 'amount',
              label: 'Amount in SOL',
              required: true,
              ...(minimum === null ? {} : { min: Number(formatLamportsAsSol(minimum, 3)) }),
              ...(cap === null ? {} : { max: cap }),
            },
            EMAIL_PARAMETER,
          ],
        },
  ];
}

/** The sentence that names the terms a contribution accepts, with their address. */
export const termsSentence = (origin: string) => `By contributing you accept the terms at ${origin}/terms.`;

/**
 * GET metadata. `closedReason` (the intent route's message, or why this client's country may not
 * contribute) disables it; `restrictedNotice` (core/restricted-countries.ts) names the restricted countries.
 */
export function contributeActionMetadata({ origin, phase, solUsd, closedReason, restrictedNotice = null, assets = ['SOL'] }: {
  origin: string;
  phase: PhaseName;
  solUsd: number | null;
  closedReason: string | null;
  restrictedNotice?: string | null;
  /** The assets this cluster's sale takes, SOL first. */
  assets?: readonly AssetSymbol[];
}): ActionGetResponse {
  const minimum = minimumLamports(phase, solUsd);
  const sale = `Contribute ${assets.join(', ').replace(/, ([^,]*)$/, ' or $1')} to the ${TITLE}. Tokens are credited from the chain once your payment is final and vest as published on the sale page.`;
  const state = closedReason ? `${closedReason.replace(/\.$/, '')}.` : phaseSentence(phase, minimum);
  return {
    type: 'action',
    icon: iconOf(origin),
    title: TITLE,
    description: [sale, state, termsSentence(origin), restrictedNotice].filter(Boolean).join(' '),
    label: 'Contribute',
    ...(closedReason ? { disabled: true, error: { message: closedReason } } : {}),
    links: { actions: closedReason ? [] : contributeLinks(phase, minimum, assets) },
  };
}

/** The message a wallet shows with the transaction: the amount in its asset ("150 USDC"). */
export const paymentMessage = (amount: string) => `Contribution of ${amount} to the ${TITLE}`;

/** links.next of a payment transaction: where the client posts the signature it sent. */
export const nextLinkOf = (intentId: string) => ({ type: 'post' as const, href: `${CONTRIBUTE_ACTION_NEXT_PATH}?intent=${encodeURIComponent(intentId)}` });

/** After links.next: credited. */
export function creditedAction(origin: string, credited: { paid: string; totalTokens: string }): CompletedAction {
  return {
    type: 'completed',
    icon: iconOf(origin),
    title: 'Contribution credited',
    description: `${credited.paid} credited: ${credited.totalTokens} ${TOKEN.symbol}. Your dashboard access details are on their way to your email.`,
    label: 'Credited',
  };
}

/** After links.next: the payment is not final yet; the button asks again. */
export function confirmingAction(origin: string, intentId: string, signature: string): NextAction {
  return {
    type: 'action',
    icon: iconOf(origin),
    title: 'Confirming your payment',
    description: 'Your transaction was sent. It is credited once the Solana network makes it final, usually within a minute.',
    label: 'Check again',
    links: {
      actions: [
        {
          type: 'post',
          label: 'Check again',
          href: `${CONTRIBUTE_ACTION_NEXT_PATH}?intent=${encodeURIComponent(intentId)}&signature=${encodeURIComponent(signature)}`,
        },
      ],
    },
  };
}

/** After links.next: the transaction did not pay this contribution. */
export function notCreditedAction(origin: string, reason: string): CompletedAction {
  return {
    type: 'completed',
    icon: iconOf(origin),
    title: 'Contribution not credited',
    description: reason,
    label: 'Not credited',
    error: { message: reason },
  };
}
