// A production env that passes the preflight (worker/src/preflight/): tests break one thing of it at a time.

/** Vars and secrets of a deployment that may go live (made-up origins; real-format mainnet addresses). */
export const GOOD_PRODUCTION = {
  ENVIRONMENT: 'production',
  DEMO_MODE: 'false',
  SOLANA_CLUSTER: 'mainnet-beta',
  SOLANA_RPC_URL: 'https://mainnet.helius-rpc.com/?api-key=abc',
  TREASURY_ADDRESS: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  TOKEN_MINT_ADDRESS: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  DISTRIBUTION_WALLET_ADDRESS: '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1',
  PUBLIC_ORIGIN: 'https://mrdx.example',
  PRICE_SOURCE_URL: 'https://prices.example/v1/rates',
  DEV_RATES: '',
  MAIL_PROVIDER_URL: 'https://mail.example/send',
  MAIL_PROVIDER_API_KEY: 'key',
};
