// Turns litesvm's transaction errors into the JSON shapes and messages a real Solana RPC node returns.

// Names in the order of litesvm's `TransactionErrorFieldless` const enum (dist/internal.d.ts); the
// enum itself does not exist at runtime, only its numbers do.
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
];

// Same for `InstructionErrorFieldless`.
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
];

// Display strings of the agave `TransactionError` variants the product can meet locally.
const TRANSACTION_ERROR_MESSAGES = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  AccountLoadedTwice: 'Account loaded twice',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
};

/** A transaction error as JSON, e.g. `"BlockhashNotFound"` or `{ "InstructionError": [0, { "Custom": 1 }] }`. */
export function transactionErrorToJson(error) {
  if (typeof error === 'number') return TRANSACTION_ERRORS[error] ?? 'SanitizeFailure';
  if (typeof error === 'string') return error;
  const kind = error.constructor?.name ?? '';
  if (kind === 'TransactionErrorInstructionError') return { InstructionError: [error.index, instructionErrorToJson(error.err())] };
  if (kind === 'TransactionErrorDuplicateInstruction') return { DuplicateInstruction: error.index };
  if (kind === 'TransactionErrorInsufficientFundsForRent') return { InsufficientFundsForRent: { account_index: error.accountIndex } };
  if (kind === 'TransactionErrorProgramExecutionTemporarilyRestricted') {
    return { ProgramExecutionTemporarilyRestricted: { account_index: error.accountIndex } };
  }
  return 'SanitizeFailure';
}

function instructionErrorToJson(error) {
  if (typeof error === 'number') return INSTRUCTION_ERRORS[error] ?? 'GenericError';
  if (error.constructor?.name === 'InstructionErrorCustom') return { Custom: error.code };
  if (error.constructor?.name === 'InstructionErrorBorshIo') return 'BorshIoError';
  return 'GenericError';
}

/** The human message a node prints for a JSON transaction error (as in "Transaction simulation failed: …"). */
export function transactionErrorMessage(json) {
  if (typeof json === 'string') return TRANSACTION_ERROR_MESSAGES[json] ?? json;
  if ('InstructionError' in json) {
    const [index, inner] = json.InstructionError;
    const detail = typeof inner === 'object' && 'Custom' in inner ? `custom program error: 0x${inner.Custom.toString(16)}` : String(inner);
    return `Error processing Instruction ${index}: ${detail}`;
  }
  if ('InsufficientFundsForRent' in json) {
    return `Transaction results in an account (${json.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(json);
}
