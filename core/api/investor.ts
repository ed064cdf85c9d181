// Answers of the investor routes (/mrdx portal and the gated pages).

/** POST /api/investor/login. */
export interface InvestorLogin {
  username: string;
  email: string;
  /** True after a temporary password: it must be replaced before anything else. */
  mustChangePassword: boolean;
}

/** GET /api/investor/profile: the signed-in investor. */
export interface InvestorProfile extends InvestorLogin {
  walletAddress: string;
}

/** POST /api/investor/change-password. */
export interface PasswordChanged {
  mustChangePassword: false;
}

/** POST /api/investor/signup: nothing is stored; access comes with a contribution. */
export interface InvestorSignup {
  accountCreated: false;
  next: string;
  message: string;
}
