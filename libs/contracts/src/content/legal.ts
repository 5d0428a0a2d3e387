/** Static text for /privacy-policy, /terms-of-service and /about. Paragraphs are plain text. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  sections: LegalSection[];
}

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Overview',
      paragraphs: [
        'TakeHome is a take-home pay estimator for hourly, salaried and union workers. This policy explains what information we collect when you use the TakeHome website and services, why we collect it, and the choices you have.',
        'The short version: we collect only what we need to run the calculator, your account and your subscription. We do not use third-party trackers or advertising cookies, and we do not sell your personal information.',
      ],
    },
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account information. When you create an account we collect your email address and, if you provide it, your name. If you sign up with an email and password, we store your password only as a secure one-way hash. If you sign in with Google, we receive your name and email address from Google.',
        'Saved calculations. When you press Save to Account, we store the inputs and results of that calculation, including pay, hours, deductions and expenses, together with the name and date of the calculation, so you can see them again, compare them and export them. We do not keep the figures from calculations you do not save; we only record that a calculation took place.',
        'Usage counts and product events. To apply the free limit and understand how TakeHome is used, we count calculations per browser session and per account, and we record a small set of product events, such as a page of the sign-up or upgrade journey being reached, a prompt being shown or dismissed, or a plan being chosen. These events are linked to a random session identifier or, when you are signed in, to your account. We do not store your IP address with them.',
        'Newsletter and messages. If you subscribe to our weekly tips newsletter we store your email address, your first name if you give it, and where you signed up. If you contact us or open a support ticket, we keep your name, email address and message so we can answer. If you comment on a blog post, your name and comment are shown publicly; an email address, if you give one, is never displayed.',
        'Billing. Payments are processed by Stripe. Your card details go directly to Stripe and never reach our servers. We receive and keep your plan, subscription status, billing dates and payment history.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        'We do not use third-party analytics, advertising or social-media tracking scripts, and we do not allow advertisers to track you on TakeHome. We do not sell or rent your personal information, and we do not share it for advertising.',
        'We honour the Do Not Track signal. If your browser sends it, we do not record product events or experiment assignments for your visits; we still count calculations, because the free usage limit depends on it.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'When you sign in, we set one strictly necessary cookie that holds a refresh token. It keeps you signed in between visits, is not readable by scripts on the page, and is removed when you sign out or it expires.',
        "We use your browser's local storage for the calculation usage counter and the time it resets, for display preferences such as which prompts you have already seen or dismissed and which version of a page you were shown, and for a display copy of your profile. Local storage stays on your device; you can clear it in your browser settings at any time, although the free usage limit is also enforced on our servers.",
        'We do not use advertising or cross-site tracking cookies.',
      ],
    },
    {
      heading: 'How we use information',
      paragraphs: [
        'We use your information to provide the calculator and your account, to save, show and export your calculations, to apply usage limits and plan features, to process payments and refunds, to send the newsletter you asked for, to answer your messages and support requests, to keep TakeHome secure and to improve it using aggregated statistics.',
        'We send account and billing emails, such as receipts and security notices, as part of the service. Marketing emails, including the newsletter, are sent only if you subscribed, and every one includes an unsubscribe link.',
      ],
    },
    {
      heading: 'Who we share information with',
      paragraphs: [
        'We share personal information only with service providers that help us run TakeHome, such as hosting, sign-in, email delivery and Stripe for payments, and only as needed for them to provide their service to us under appropriate confidentiality and security obligations.',
        'We may also disclose information if the law requires it, to protect the rights, safety or property of our users or others, or as part of a merger or sale of the business, in which case this policy will continue to apply to your information.',
      ],
    },
    {
      heading: 'Retention and deletion',
      paragraphs: [
        'We keep your account information and saved calculations for as long as your account is open. You can delete individual saved calculations at any time.',
        'You can ask us to delete your account and personal information through our contact page. We complete deletion within 30 days of your request, including removal from our active systems; copies in encrypted backups are overwritten in the normal backup cycle. We may keep records we are required to keep by law, such as payment records, and statistics that no longer identify you.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can view and update your account details, export your saved calculations on plans that include export, unsubscribe from the newsletter at any time, and ask us for a copy of the personal information we hold about you, to correct it or to delete it. Depending on where you live, you may have additional rights under state privacy laws; we honour those requests, and we will not treat you differently for making them.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'We use encrypted connections (HTTPS), hashed passwords, signed access tokens that expire, and access controls that limit who can see personal information. No service can guarantee perfect security, so please use a strong, unique password and tell us right away if you believe your account has been compromised.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'TakeHome is not directed to children. You must be at least 13 years old to use TakeHome or create an account, and we do not knowingly collect personal information from children under 13. If you believe a child under 13 has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy as TakeHome changes. We will change the date at the top of this page, and if a change materially affects how we handle your personal information, we will tell signed-in users by email or in the app before it takes effect.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions or requests about privacy can be sent through the form on our contact page. We aim to reply within 24 hours.',
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'Agreement',
      paragraphs: [
        'These terms govern your use of the TakeHome website and services. By using TakeHome or creating an account, you agree to them. If you do not agree, please do not use TakeHome.',
      ],
    },
    {
      heading: 'Estimates, not advice',
      paragraphs: [
        "TakeHome provides estimates of gross pay, deductions, net pay, union benefits, expenses and related figures based on the information you enter and on simplified rules, such as a single combined tax rate that you choose or a W-4 and state withholding estimate. Your actual pay depends on your employer's payroll system, withholding tables, your tax forms, benefit elections, collective bargaining agreement and other factors, and may differ from TakeHome's results.",
        'Nothing on TakeHome, including the calculator, articles, newsletter and support replies, is tax, legal, accounting or financial advice. Check important figures against your pay stub and official sources such as the IRS, and consult a qualified professional before making decisions that depend on them.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You must be at least 13 years old to use TakeHome; if you are under 18, you may use it only with the involvement of a parent or guardian. You agree to give accurate account information, to keep your password confidential and to tell us promptly about any unauthorised use of your account. You are responsible for activity under your account.',
        'An account is for one person. You may close your account at any time; see our Privacy Policy for how we delete your information.',
      ],
    },
    {
      heading: 'Free use and usage limits',
      paragraphs: [
        'The calculator is free to use within a limit of 15 calculations per 6-hour window. A free account also lets you save calculations. We may change what is included in the free plan, but we will not reduce features you have already paid for during your current billing period.',
      ],
    },
    {
      heading: 'Plans and billing',
      paragraphs: [
        "Pro costs {proMonthly} per month or {proYearly} per year, plus any applicable taxes, and removes the usage limit and adds features described on our pricing page. Some plans, such as business plans, are arranged with us directly. Payments are processed by Stripe, and by subscribing you also agree to Stripe's terms for payment processing.",
        "Subscriptions are billed in advance and renew automatically at the end of each monthly or yearly period until you cancel. You can cancel at any time from your account's subscription settings; cancellation takes effect at the end of the current paid period, and you keep paid features until then.",
        "We may change our prices. We will give you at least 30 days' notice by email before a new price applies to your subscription, and a new price takes effect only from your next renewal after that notice. If you do not want to continue at the new price, you can cancel before the renewal.",
      ],
    },
    {
      heading: '30-day money-back guarantee',
      paragraphs: [
        'If you are not satisfied with a paid plan, contact us within 30 days of a payment and we will refund that payment in full. Outside the 30-day guarantee, payments are non-refundable and we do not give partial refunds for unused time, except where the law requires it.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        "You agree not to: break the law using TakeHome; try to get around usage limits or plan restrictions; access TakeHome through automated means such as scrapers or bots beyond ordinary personal use, or place an unreasonable load on it; probe, attack or try to gain unauthorised access to TakeHome or other users' accounts; copy or resell the service; or impersonate anyone.",
        "Blog comments and messages must not be unlawful, abusive, harassing, hateful, misleading, spam or an infringement of anyone's rights, and must not include other people's personal information. We may remove content and suspend or close accounts that break these rules.",
      ],
    },
    {
      heading: 'Your content and ours',
      paragraphs: [
        'You keep ownership of the information you enter and the calculations you save. You give us permission to store and process it only as needed to provide TakeHome to you. By posting a comment, you allow us to display it on TakeHome.',
        "The TakeHome name, website, software, articles and other materials belong to us or our licensors. You may share links to our articles and use the calculator's results for your own purposes, but you may not copy or republish our content or software without permission.",
      ],
    },
    {
      heading: 'Availability and changes to the service',
      paragraphs: [
        'We work to keep TakeHome available and accurate, but we may change, suspend or discontinue features, and the service may occasionally be unavailable for maintenance or reasons outside our control. If we discontinue a paid plan, we will refund the unused portion of any prepaid period.',
      ],
    },
    {
      heading: 'Disclaimer and limitation of liability',
      paragraphs: [
        'TakeHome is provided "as is" and "as available," without warranties of any kind, whether express or implied, including warranties of accuracy, merchantability, fitness for a particular purpose and non-infringement, to the fullest extent the law allows.',
        'To the fullest extent the law allows, TakeHome is not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, lost wages, tax penalties or interest, or lost data, arising from your use of or reliance on TakeHome. Our total liability for any claim relating to TakeHome is limited to the amount you paid us in the 12 months before the claim arose. Some jurisdictions do not allow certain of these limits, so they may not all apply to you.',
      ],
    },
    {
      heading: 'Ending these terms',
      paragraphs: [
        'You can stop using TakeHome and close your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms; where we close an account that is not in breach, we will refund the unused portion of any prepaid period.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will change the date at the top of this page, and for material changes we will notify signed-in users by email or in the app before the changes take effect. Continuing to use TakeHome after that means you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about these terms can be sent through the form on our contact page.'],
    },
  ],
};

export const ABOUT_PAGE: LegalDocument = {
  title: 'About TakeHome',
  updated: '2026-11-01',
  sections: [
    {
      heading: 'What TakeHome is',
      paragraphs: [
        'TakeHome is a take-home pay estimator. Enter your rate, your hours and what comes out of your check, and it shows your gross pay, deductions, net pay and, if you add your bills, how much is left over for the week.',
        "We built it because the numbers that matter most to working people, such as what an extra Saturday shift is really worth, what a union package adds up to or whether this week's check covers the rent, are surprisingly hard to work out from a job offer or a pay stub.",
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'TakeHome is for hourly, salaried and union workers: tradespeople and apprentices, nurses and aides, warehouse and factory workers, drivers, linemen, technicians and anyone whose pay changes with the hours they put in. It handles the things generic salary calculators leave out: overtime, double time, per diem, travel pay, union health and welfare, annuity and pension contributions, and union dues.',
      ],
    },
    {
      heading: 'How it calculates',
      paragraphs: [
        'Gross pay is your regular pay plus overtime at 1.5 times your rate, double time at 2 times your rate, taxable travel pay and per diem for the days you worked. Per diem is treated as a non-taxable reimbursement.',
        "Taxes are estimated in one of two ways. The quick estimate applies one combined rate that you choose, covering federal, state and FICA taxes, to your taxable pay. The W-4 mode figures federal income tax with the IRS percentage method from your W-4, Social Security and Medicare, and your state's income tax. TakeHome then subtracts any extra withholding, 401(k) contributions, medical insurance, HSA or FSA contributions and union dues to arrive at net pay.",
        'For union members, health and welfare, annuity and pension contributions are entered per hour or as a percent of your rate and multiplied by all hours worked. They are not cash in your check, so TakeHome shows them separately, along with your total package (net pay plus benefits) and your effective hourly rate across all hours.',
        'Expenses can be entered daily, weekly or monthly; TakeHome converts them to weekly amounts (daily times 7, monthly divided by 4.33) and subtracts them from net pay. Planning tools project your pay over a month and a year, size an emergency fund at four months of net pay and split your check with the 50/30/20 rule.',
        "Every result is an estimate for planning, not tax advice. Your employer's payroll system uses official withholding tables and your actual elections, so always compare with your pay stub.",
      ],
    },
    {
      heading: 'Free, with a Pro plan for power users',
      paragraphs: [
        'The calculator is free, with 15 calculations every 6 hours, and a free account lets you save your calculations and see a monthly summary. Pro, at {proMonthly} a month or {proYearly} a year, removes the limit and adds PDF, CSV and Excel export and analytics of your saved calculations.',
      ],
    },
    {
      heading: 'Weekly tips newsletter',
      paragraphs: [
        'Every week we send a short email with practical tips on paychecks, overtime, union benefits, taxes and budgeting, written in plain language. It is read by more than 1,000 workers, it is free, and you can unsubscribe with one click.',
      ],
    },
    {
      heading: 'Get in touch',
      paragraphs: [
        'Found a bug, have a pay situation TakeHome does not handle yet, or want to suggest an article? Send us a message through the contact page. We read every one.',
      ],
    },
  ],
};
