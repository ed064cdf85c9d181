// The investment calculator on /ico, its hand-off to /checkout (order converted to SOL at live rates,
// wizard prefilled) and /payment-success without a valid contribution link.
import { describe, expect, it } from 'vitest';
import { solForUsdCents, quoteCurrency } from '../site/src/islands/contribute/quote';
import { seriousAxeViolations } from './support/browser';
import { useBrowserWithoutDemoWallet } from './support/wallet-page';
import { api, atStep, press, wizardOf } from './support/contribute-flow';
import type { SaleInfo } from '@core/api/sale';
import { PHASES } from '@core/sale-config';
import { defaultOrderSol, orderBoundsUsd, sliderRange } from '../site/src/islands/calculator/order-range';

const { baseUrl, newPage } = useBrowserWithoutDemoWallet();
type Rates = { rates: Record<'btc' | 'eth' | 'sol' | 'bnb' | 'ada', number> };

describe('calculator and checkout', () => {
  it('opens on an order the sale accepts, with ranges from the sale rules, and hands the order to /checkout', async () => {
    const { page, context } = await newPage();
    await page.goto('/ico');
    const calculator = page.locator('[data-slot="investment-calculator"]');
    await calculator.scrollIntoViewIfNeeded();
    const currency = calculator.getByLabel('Currency');
    const amount = calculator.getByLabel(/^Amount/);
    const slider = calculator.getByLabel('Adjust amount');
    // The USD value appears once the island has hydrated and the rates arrived.
    await calculator.getByText(/^\$[\d,]+\.\d{2}$/).first().waitFor();
    const { rates } = await api<Rates>(baseUrl, '/api/crypto-rates');
    const sale = await api<{ phase: 'WHITELIST' | 'ICO'; whitelist: { maxSolPerPerson: number } }>(baseUrl, '/api/sale');
    const stats = await api<{ currentAmount: number; hardCap: number }>(baseUrl, '/api/fundraising-stats');
    const bounds = orderBoundsUsd({
      minUsd: PHASES[sale.phase].minContributionUSD,
      maxSolPerPerson: sale.phase === 'WHITELIST' ? sale.whitelist.maxSolPerPerson : null,
      roomUsd: stats.hardCap - stats.currentAmount,
      solUsd: rates.sol,
    });
    // SOL, a round amount the sale accepts (not 0.1 BTC over the 10 SOL cap), no warning.
    expect(await currency.inputValue()).toBe('sol');
    expect(Number(await amount.inputValue())).toBe(defaultOrderSol(bounds, rates.sol));
    expect(await calculator.locator('[data-slot="calculator-amount-issue"]').count()).toBe(0);
    const solRange = sliderRange(bounds, rates.sol);
    expect([await slider.getAttribute('min'), await slider.getAttribute('max'), await slider.getAttribute('step')]).toEqual([solRange.sliderMin, solRange.max, solRange.step].map(String));
    expect(await calculator.locator('[data-slot="calculator-range"]').innerText()).toMatch(new RegExp(`^min ${solRange.min} SOL\\s+max `));
    expect(solRange.max * rates.sol).toBeLessThanOrEqual(bounds.maxUsd!);
    await currency.selectOption('eth');
    const ethRange = sliderRange(bounds, rates.eth);
    expect([await slider.getAttribute('max'), await slider.getAttribute('step')]).toEqual([String(ethRange.max), String(ethRange.step)]);
    // The same order in ETH: its value kept, so it is still one the sale accepts.
    expect(await calculator.locator('[data-slot="calculator-amount-issue"]').count()).toBe(0);
    await currency.selectOption('ada');
    for (const multiple of ['2x', '5x', '10x']) await calculator.getByText(multiple, { exact: true }).waitFor();

    // Chromium keeps letters out of a number input, leaving it empty: non-numeric becomes 0.
    await amount.fill('');
    await amount.pressSequentially('abc');
    await amount.blur();
    expect(await amount.inputValue()).toBe('0');
    expect(await calculator.getByRole('button', { name: 'Invest Now' }).isDisabled()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await currency.selectOption('eth');
    await amount.fill('0.5');
    await calculator.getByRole('button', { name: 'Invest Now' }).click();
    await page.waitForURL(/\/checkout\/?\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('amount')).toBe('0.5');
    expect(query.get('currency')).toBe('eth');
    expect(Number(query.get('usdAmount'))).toBeGreaterThan(0);
    expect(Number(query.get('tokens'))).toBeGreaterThan(0);

    const sol = solForUsdCents(quoteCurrency(0.5, rates.eth, 'WHITELIST')!.usdCents, rates.sol)!;
    const order = page.locator('[data-slot="checkout-order"]');
    await order.getByText(`you will send ${sol} SOL instead of 0.5 ETH`).waitFor();
    // One order, one set of figures: "Your Order" prices the SOL the wizard will send.
    const orderFigures = await order.locator('dd').allInnerTexts();
    await atStep(page, 1);
    await wizardOf(page).getByLabel('Email Address').fill('ann@example.com');
    await wizardOf(page).getByRole('button', { name: 'Enter Wallet Address Manually' }).click();
    await wizardOf(page).getByLabel('Wallet Address').fill('2da1goUkhe7Ldn8jFW5Xh1j7UCCj1W7br5ioFEyzoWU5');
    await press(page, 'Use This Address');
    await press(page, 'Next');
    await atStep(page, 2);
    expect(await wizardOf(page).getByLabel('Amount (SOL)').inputValue()).toBe(sol);
    const wizardFigures = await wizardOf(page).locator('[data-slot="contribution-summary"] dd').allInnerTexts();
    expect(wizardFigures).toEqual(orderFigures.slice(1));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('opens in the ICO on a round order above the $50 minimum, and its range says that minimum, grouped', async () => {
    const { page, context } = await newPage();
    const real = await api<SaleInfo>(baseUrl, '/api/sale');
    await page.route('**/api/sale', (route) => route.fulfill({ json: { ...real, phase: 'ICO', stage: 'ico', serverTime: Date.now() } }));
    await page.goto('/ico');
    const calculator = page.locator('[data-slot="investment-calculator"]');
    await calculator.scrollIntoViewIfNeeded();
    await calculator.getByText(/^\$[\d,]+\.\d{2}$/).first().waitFor();
    const { rates } = await api<Rates>(baseUrl, '/api/crypto-rates');
    const stats = await api<{ currentAmount: number; hardCap: number }>(baseUrl, '/api/fundraising-stats');
    const bounds = orderBoundsUsd({ minUsd: PHASES.ICO.minContributionUSD, maxSolPerPerson: null, roomUsd: stats.hardCap - stats.currentAmount, solUsd: rates.sol });
    const range = sliderRange(bounds, rates.sol);
    // The slider's step is coarse (about a 200th of the room under the hard cap); the order and the minimum are not rounded to it.
    expect(range.step).toBeGreaterThan(1);
    expect(Number(await calculator.getByLabel(/^Amount/).inputValue())).toBe(defaultOrderSol(bounds, rates.sol));
    expect(range.min * rates.sol).toBeLessThan(PHASES.ICO.minContributionUSD + 1);
    const text = await calculator.locator('[data-slot="calculator-range"]').innerText();
    expect(text).toMatch(new RegExp(`^min ${range.min} SOL\\s+max ${range.max.toLocaleString('en-US')} SOL$`));
    expect(text).toMatch(/max \d{1,3}(,\d{3})+ SOL$|max \d{1,3} SOL$/);
    expect(await calculator.locator('[data-slot="calculator-amount-issue"]').count()).toBe(0);
    await context.close();
  });

  it('keeps a SOL order as it is and explains a missing order', async () => {
    const { page, context } = await newPage();
    await page.goto('/checkout?amount=2.5&currency=sol&usdAmount=1.00&tokens=5');
    await page.locator('[data-slot="sol-to-send"]').getByText('You will send 2.5 SOL.').waitFor();
    await page.goto('/checkout');
    await page.getByText('No order was handed over.').waitFor();
    await atStep(page, 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('says so when /payment-success has no contribution or an unknown one', async () => {
    const { page, context } = await newPage();
    await page.goto('/payment-success');
    await page.getByText('This page needs a contribution link.').waitFor();
    await page.goto('/payment-success?intent=00000000-0000-4000-8000-000000000000');
    await page.getByRole('alert').filter({ hasText: /No contribution was found|could not be loaded|invalid/i }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
