/**
 * 2026 local income taxes withheld from wages: each locality's code ('<ST>-<NAME>'), its method
 * and figures, where they come from, and whether they are verified. docs/product/taxes.md lists
 * the unverified ones and why.
 */
import type { Locality } from '../local-types.js';
import { NYC_EXACT_2026, YONKERS_2026 } from './2026-state-tables.js';

const PHILADELPHIA_SOURCE =
  'City of Philadelphia Department of Revenue, Wage Tax (employees): rates change for pay dates from 1 July; from 1 July 2026 the schedule of Council Bill 250195 (City 2.235% + PICA 1.5%)';

/**
 * Ohio's 25 largest cities: rate, and the residents' credit for the work city's tax as RITA's tables
 * state it (credit factor × the lesser of the work city's tax and wages × the credit limit). Where the
 * credit is not in the city's own publication, 100% up to the city's rate is assumed (unverified).
 */
interface OhioCity {
  code: string;
  name: string;
  rate: number;
  creditRate: number;
  creditLimit: number;
  source: string;
  verified: boolean;
}
const ohio = (
  code: string,
  name: string,
  rate: number,
  source: string,
  credit?: { rate: number; limit: number },
  verified = credit !== undefined,
): OhioCity => ({
  code,
  name,
  rate,
  creditRate: credit?.rate ?? 1,
  creditLimit: credit?.limit ?? rate,
  source: credit ? source : `${source}; residents' credit not confirmed, taken as 100% up to ${pct(rate)}`,
  verified,
});
/** RITA's published rates and credits of its member cities (read through a copy that drops its footnotes). */
const RITA_2026 = 'RITA Tax Rates Table, tax year 2026';
const pct = (rate: number) => `${Math.round(rate * 100_000) / 1000}%`;

const OHIO_CITIES: readonly OhioCity[] = [
  ohio(
    'COLUMBUS',
    'Columbus',
    0.025,
    'Columbus Income Tax Division, Tax Facts: 2.5%; a resident owes the difference to 2.5%',
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'CLEVELAND',
    'Cleveland',
    0.025,
    'CCA tax rates table and Cleveland Codified Ordinances ch. 191: 2.5%, credit 100% up to 2.5%',
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'CINCINNATI',
    'Cincinnati',
    0.018,
    'City of Cincinnati Income Tax Division: 1.8% since 2 October 2020; its FAQ: a resident whose local taxes withheld exceed 1.8% may qualify for a refund (a full credit up to 1.8%)',
    { rate: 1, limit: 0.018 },
  ),
  ohio(
    'TOLEDO',
    'Toledo',
    0.025,
    "City of Toledo income tax FAQ: 2.5% (TMC 1905.011 roads levy 0.25% for 2025–2028); a resident working where the tax is lower than Toledo's 2.5% pays Toledo the difference",
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'AKRON',
    'Akron',
    0.025,
    'City of Akron Form IR and its instructions: 2.5% since 1 January 2018; tax paid to other cities credited, not to exceed 2.50% of income',
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'DAYTON',
    'Dayton',
    0.025,
    'City of Dayton (Ordinance 31501-16): 2.5% from 2017, credit for residents up to 2.5%',
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'PARMA',
    'Parma',
    0.025,
    'City of Parma tax flyer (2018): 2.5%; Parma Codified Ordinances 184.34(e): credit 100% of the first 2%',
    { rate: 1, limit: 0.02 },
  ),
  ohio(
    'CANTON',
    'Canton',
    0.025,
    'Canton City Income Tax Department: 2.5% from 1 July 2018; its return (2023): municipal tax paid to other cities, not to exceed 2.5%',
    { rate: 1, limit: 0.025 },
  ),
  ohio(
    'YOUNGSTOWN',
    'Youngstown',
    0.0275,
    `Youngstown Codified Ordinances 183.01: 2.75%; ${RITA_2026}: credit factor 100%, limit 2.75% (as its code before 2016, 181.15)`,
    { rate: 1, limit: 0.0275 },
  ),
  ohio(
    'LORAIN',
    'Lorain',
    0.025,
    "City of Lorain income tax return (2014: 2.5%; 2018 W-2 worksheet: other city's credit at most 2.0% of taxed wages, from 2017)",
    { rate: 1, limit: 0.02 },
  ),
  ohio(
    'HAMILTON',
    'Hamilton',
    0.02,
    "Hamilton Codified Ordinances 192.012: 2.0%; 192.081: credit for tax paid to the work city, not above Hamilton's tax on that income",
    { rate: 1, limit: 0.02 },
  ),
  ohio(
    'SPRINGFIELD',
    'Springfield',
    0.024,
    `City of Springfield: 2.4% from 1 July 2017, collected by RITA from 1 July 2025; ${RITA_2026}: credit factor 50%, limit 2.4% (half the work city's tax, at most 1.2% of wages)`,
    { rate: 0.5, limit: 0.024 },
  ),
  ohio(
    'KETTERING',
    'Kettering',
    0.0225,
    'City of Kettering Income Tax Division: 2.25%; its return KR-1040 (2020, 2023): other municipal taxes paid, credit limited to 2.25%',
    { rate: 1, limit: 0.0225 },
  ),
  ohio(
    'ELYRIA',
    'Elyria',
    0.0225,
    `City of Elyria: 2.25%, a 100% credit up to 2.25% (a 0.5% temporary levy is collected through June 2026); ${RITA_2026}: the same`,
    { rate: 1, limit: 0.0225 },
  ),
  ohio(
    'LAKEWOOD',
    'Lakewood',
    0.015,
    'City of Lakewood return L-1 (2022): 1.5%; tax credit limit 1% of the wages taxed elsewhere, the smaller of that and the tax paid, times .50',
    { rate: 0.5, limit: 0.01 },
  ),
  ohio(
    'CUYAHOGA_FALLS',
    'Cuyahoga Falls',
    0.02,
    `City of Cuyahoga Falls (RITA from 2019): 2.0%; ${RITA_2026}: credit factor 100%, limit 2.0% (as its ordinance before 2016, 161.15)`,
    { rate: 1, limit: 0.02 },
  ),
  ohio(
    'MIDDLETOWN',
    'Middletown',
    0.02,
    "City of Middletown Income Tax Division: employers withhold 2.00% (from 2021); its page on income to report: credit up to the tax paid elsewhere, not above Middletown's tax (written at 1.75%)",
    { rate: 1, limit: 0.02 },
    false,
  ),
  ohio(
    'EUCLID',
    'Euclid',
    0.0285,
    'Euclid Codified Ordinances: 2.85%, credit up to the full tax at the lower of the two rates',
    { rate: 1, limit: 0.0285 },
  ),
  ohio(
    'NEWARK',
    'Newark',
    0.0175,
    'City of Newark Form SF (2023): 1.75%, other city wages × 0.01; Codified Ordinances 890.14: credit not above 1% of the income taxed in another municipality, JEDZ or JEDD',
    { rate: 1, limit: 0.01 },
  ),
  ohio(
    'MANSFIELD',
    'Mansfield',
    0.0225,
    'City of Mansfield Income Tax Department: 2.25% from 1 January 2025, credit 100% up to 1%',
    { rate: 1, limit: 0.01 },
  ),
  ohio('MENTOR', 'Mentor', 0.02, 'City of Mentor (RITA): 2%, residents granted 100% credit up to 2%', {
    rate: 1,
    limit: 0.02,
  }),
  ohio('BEAVERCREEK', 'Beavercreek', 0, 'City of Beavercreek: no municipal income tax', { rate: 0, limit: 0 }),
  ohio(
    'CLEVELAND_HEIGHTS',
    'Cleveland Heights',
    0.0225,
    'City of Cleveland Heights (RITA): 2.25% from 1 January 2016, credit factor 50%, credit limit 1%',
    { rate: 0.5, limit: 0.01 },
  ),
  ohio(
    'STRONGSVILLE',
    'Strongsville',
    0.02,
    `Strongsville Codified Ordinances 881.01: 2%; ${RITA_2026}: credit factor 75%, limit 2% (as in its 2016–17 table)`,
    { rate: 0.75, limit: 0.02 },
  ),
  ohio(
    'DUBLIN',
    'Dublin',
    0.02,
    'City of Dublin Division of Taxation: 2%, a 100% credit up to 2% for tax paid to the work city',
    { rate: 1, limit: 0.02 },
  ),
];

/**
 * Michigan's 24 taxing cities: [code name, display name, resident rate, nonresident rate, annual
 * exemption, source, verified, whether its guide drops fractions of a cent]. Verified: the city's own
 * guide, certificate or return gives both.
 */
const MICHIGAN_CITIES: readonly (readonly [string, string, number, number, number, string, boolean, boolean?])[] = [
  ['ALBION', 'Albion', 0.01, 0.005, 600, 'City of Albion income tax page; CF-W-4 common form: $600', true],
  ['BATTLE_CREEK', 'Battle Creek', 0.01, 0.005, 750, 'Battle Creek BC-1040 (2022): $750 per exemption', true],
  [
    'BENTON_HARBOR',
    'Benton Harbor',
    0.01,
    0.005,
    750,
    "City of Benton Harbor Employer's Withholding Tax Forms and Instructions (2020): 1% / 0.5%, a resident working in another taxing city credited the lesser of that city's tax and half the resident tax; the $750 exemption from secondary sources",
    false,
  ],
  [
    'BIG_RAPIDS',
    'Big Rapids',
    0.01,
    0.005,
    600,
    'City of Big Rapids withholding instructions (2022), with their worked example',
    true,
  ],
  [
    'EAST_LANSING',
    'East Lansing',
    0.01,
    0.005,
    600,
    'City of East Lansing income tax (from 2019) and its FAQ: 1% / 0.5%, $600 per exemption',
    true,
  ],
  ['FLINT', 'Flint', 0.01, 0.005, 600, 'City of Flint employer withholding instructions (2018); F-1040 (2022)', true],
  [
    'GRAND_RAPIDS',
    'Grand Rapids',
    0.015,
    0.0075,
    600,
    'City of Grand Rapids Guide for Withholders: 1.5% / 0.75%, $600 from 1 July 2010',
    true,
  ],
  [
    'GRAYLING',
    'Grayling',
    0.01,
    0.005,
    3000,
    "City of Grayling GR-1040 (2020) and GR W-4: $3,000 per exemption; Employer's Withholding Tax Forms and Instructions (2023): 1% / 0.5%; Withholding Tax Guide (2005), whose worked example drops fractions of a cent",
    true,
    true,
  ],
  ['HAMTRAMCK', 'Hamtramck', 0.01, 0.005, 600, 'City of Hamtramck HW-4 certificate and income tax FAQ', true],
  [
    'HIGHLAND_PARK',
    'Highland Park',
    0.02,
    0.01,
    600,
    'City of Highland Park (rates); CF-W-4 common form (2014): $600',
    true,
  ],
  ['HUDSON', 'Hudson', 0.01, 0.005, 1000, 'CF-W-4 common form (2014): $1,000 (no city guide found)', false],
  [
    'IONIA',
    'Ionia',
    0.01,
    0.005,
    700,
    "City of Ionia Employer's Withholding Tax Forms and Instructions (2023); IW-4: $700",
    true,
  ],
  [
    'JACKSON',
    'Jackson',
    0.01,
    0.005,
    600,
    'City of Jackson J1040 (Schedule 4: $600 per exemption) and employer withholding booklet (2022): 1% / 0.5%',
    true,
  ],
  ['LANSING', 'Lansing', 0.01, 0.005, 600, 'City of Lansing withholding guide', true],
  ['LAPEER', 'Lapeer', 0.01, 0.005, 600, 'City of Lapeer withholding guide; LW-4 certificate', true],
  ['MUSKEGON', 'Muskegon', 0.01, 0.005, 600, 'City of Muskegon income tax page; MW-4: $600', true],
  [
    'MUSKEGON_HEIGHTS',
    'Muskegon Heights',
    0.01,
    0.005,
    600,
    'CF-W-4 common form (2014) only (no city guide found)',
    false,
  ],
  ['PONTIAC', 'Pontiac', 0.01, 0.005, 600, 'City of Pontiac income tax FAQ; PW-4: $600', true],
  [
    'PORT_HURON',
    'Port Huron',
    0.01,
    0.005,
    600,
    'Port Huron PH-1040 (2020) and its Schedule L (rev. 10/22): $600 per exemption, as its code (§ 44-31) says for years after 2006 (a multi-city table of 2016 says $1,200, the figure for 2001–2006)',
    true,
  ],
  [
    'PORTLAND',
    'Portland',
    0.01,
    0.005,
    1000,
    'City of Portland Employer Withholding Booklet (rates); P-1040 (exemptions times $1,000)',
    true,
  ],
  ['SAGINAW', 'Saginaw', 0.015, 0.0075, 750, 'City of Saginaw withholding guide; S-1040 (2022): $750', true],
  [
    'SPRINGFIELD',
    'Springfield',
    0.01,
    0.005,
    750,
    'City of Springfield income tax page: 1% / 0.5%, $750 per exemption (since 2009, SF-1040X)',
    true,
  ],
  ['WALKER', 'Walker', 0.01, 0.005, 600, 'City of Walker income tax FAQ: $600 per exemption', true],
];

/**
 * Pennsylvania's larger municipalities under Act 32, by PSD code (the municipality with its school
 * district): [code name, display name, PSD, total resident rate, non-resident rate (null: not
 * listed), local services tax a year, source beyond DCED's register, verified, LST low-income
 * exemption where above the law's]. Verified: the municipality's, its collector's or DCED's own
 * text confirms the figures, not only the register's copy.
 */
const DCED_REGISTER =
  'PA DCED Municipal Statistics, EIT/PIT/LST register for 2026 (read through a copy of its download of 21 August 2026)';
const PENNSYLVANIA_PSDS: readonly (readonly [
  string,
  string,
  string,
  number | null,
  number | null,
  number,
  string,
  boolean,
  number?,
])[] = [
  ['ABINGTON', 'Abington Township', '460101', 0.01, 0.01, 52, '', false],
  [
    'ALLENTOWN',
    'Allentown',
    '390101',
    0.01975,
    0.0128,
    52,
    "DCED's Act 32 worked case: non-resident 1.280%; residents 1.475% (city) + 0.5% (school district)",
    true,
  ],
  ['ALTOONA', 'Altoona', '070101', 0.017, 0.014, 52, 'the city’s 1.2% from 1 January 2025', false],
  ['BENSALEM', 'Bensalem Township', '090101', 0.01, 0.01, 52, '', false],
  ['BETHLEHEM', 'Bethlehem', '480202', 0.01, 0.01, 52, "DCED's Act 32 worked case: resident total 1.000%", true],
  ['CHELTENHAM', 'Cheltenham Township', '460301', 0.015, 0.01, 52, '', false],
  [
    'CHESTER',
    'Chester',
    '230101',
    0.0375,
    0.02,
    52,
    'both from 1 January 2025; the city’s own undated page still says 2.75% for residents',
    false,
  ],
  ['EASTON', 'Easton', '480302', 0.0195, 0.01, 52, '', false],
  ['ERIE', 'Erie', '250201', 0.0165, 0.0165, 52, '', false],
  [
    'HARRISBURG',
    'Harrisburg',
    '220401',
    0.02,
    0.01,
    156,
    'the City’s 2016 employer notice: "The annual LST rate is $156"; those earning under $24,500 exempt',
    true,
    24_500,
  ],
  ['HAVERFORD', 'Haverford Township (no earned income tax)', '230401', 0, 0, 52, '', false],
  ['HAZLETON', 'Hazleton', '400509', 0.02125, 0.015, 52, '', false],
  ['HEMPFIELD_WESTMORELAND', 'Hempfield Township, Westmoreland', '650703', 0.01, 0.005, 52, '', false],
  ['JOHNSTOWN', 'Johnstown', '110702', 0.015, 0.01, 52, '', false],
  [
    'LANCASTER',
    'Lancaster',
    '361001',
    0.016,
    0.01,
    52,
    'the city’s 1.1% from 1 January 2025 under its home-rule charter (the press)',
    false,
  ],
  ['LEBANON', 'Lebanon', '380401', 0.019, null, 52, 'the copy gives no non-resident rate', false],
  ['LOWER_MERION', 'Lower Merion Township (no earned income tax)', '460701', 0, 0, 52, '', false],
  ['LOWER_PAXTON', 'Lower Paxton Township', '220102', 0.02, 0.01, 52, '', false],
  ['MCKEESPORT', 'McKeesport', '720402', 0.017, 0.01, 52, '', false],
  ['MILLCREEK_ERIE', 'Millcreek Township, Erie', '250901', 0.01, 0.01, 52, '', false],
  ['NEW_CASTLE', 'New Castle', '370501', 0.02075, 0.01271, 52, 'the city’s 1.575% from 1 January 2026', false],
  [
    'NORRISTOWN',
    'Norristown',
    '461002',
    0.021,
    0.01,
    52,
    'its Municipal Code: 1.6% of residents’ income, 1% of non-residents’ (plus the school district’s 0.5%)',
    true,
  ],
  [
    'PITTSBURGH',
    'Pittsburgh',
    '700102',
    0.03,
    0.01,
    52,
    "City of Pittsburgh Department of Finance: non-residents 1%, local services tax $52 ($1 a week, $2 biweekly, its instructions' example); residents 3%: the City's 1% (Act 511) and the Pittsburgh School District's 2% (Act 508), as the City and School District return instructions (2011) say",
    true,
  ],
  [
    'READING',
    'Reading',
    '061301',
    0.036,
    0.01,
    52,
    'City of Reading tax rates (2020): residents 3.6% (city 2.1%, school district 1.5%); Berks Earned Income Tax Bureau: the 0.3% commuter tax repealed from 1 July 2022, non-residents 1.0%',
    true,
  ],
  [
    'SCRANTON',
    'Scranton',
    '350901',
    0.034,
    0.01,
    156,
    'residents 2.4% (city, from 2019) + 1.0% (school district); local services tax $151 (city, re-dated 1 January 2025) + $5 (school district), those earning under $15,600 exempt; the tripled tax is the press’s through 2021, no city text found',
    false,
  ],
  ['STATE_COLLEGE', 'State College', '140407', 0.0225, 0.01, 52, '', false],
  ['UPPER_DARBY', 'Upper Darby Township', '231303', 0.01, 0.01, 52, 'a new tax from 1 January 2026', false],
  ['WILKES_BARRE', 'Wilkes-Barre', '400907', 0.03, 0.01, 52, '', false],
  ['WILLIAMSPORT', 'Williamsport', '410805', 0.02, 0.005, 52, '', false],
  ['YORK', 'York', '671401', 0.0125, 0.0125, 52, '', false],
];

/** Maryland's 23 counties and Baltimore City: [code name, display name, actual rate]. */
const MARYLAND_COUNTIES: readonly (readonly [string, string, number])[] = [
  ['ALLEGANY_COUNTY', 'Allegany County', 0.032], // 3.03% until 2025
  ['ANNE_ARUNDEL_COUNTY', 'Anne Arundel County', 0],
  ['BALTIMORE_COUNTY', 'Baltimore County', 0.032],
  ['BALTIMORE_CITY', 'Baltimore City', 0.032],
  ['CALVERT_COUNTY', 'Calvert County', 0.032],
  ['CAROLINE_COUNTY', 'Caroline County', 0.032],
  ['CARROLL_COUNTY', 'Carroll County', 0.0303],
  ['CECIL_COUNTY', 'Cecil County', 0.0274],
  ['CHARLES_COUNTY', 'Charles County', 0.0303],
  ['DORCHESTER_COUNTY', 'Dorchester County', 0.033],
  ['FREDERICK_COUNTY', 'Frederick County', 0],
  ['GARRETT_COUNTY', 'Garrett County', 0.0265],
  ['HARFORD_COUNTY', 'Harford County', 0.0306],
  ['HOWARD_COUNTY', 'Howard County', 0.032],
  ['KENT_COUNTY', 'Kent County', 0.033],
  ['MONTGOMERY_COUNTY', 'Montgomery County', 0.032],
  ['PRINCE_GEORGES_COUNTY', "Prince George's County", 0.032],
  ['QUEEN_ANNES_COUNTY', "Queen Anne's County", 0.032],
  ['ST_MARYS_COUNTY', "St. Mary's County", 0.032],
  ['SOMERSET_COUNTY', 'Somerset County', 0.032],
  ['TALBOT_COUNTY', 'Talbot County', 0.024],
  ['WASHINGTON_COUNTY', 'Washington County', 0.0295],
  ['WICOMICO_COUNTY', 'Wicomico County', 0.032],
  ['WORCESTER_COUNTY', 'Worcester County', 0.0225],
];
/** The Maryland guide prints combined tables for these local percentages; a county uses the first not below its rate. */
const MD_TABLE_PERCENTS = [0.0225, 0.024, 0.0265, 0.0275, 0.0285, 0.03, 0.0305, 0.031, 0.032, 0.033] as const;

/** Indiana's 92 counties and their 2026 rates (Departmental Notice #1, R46 / 01-26). */
const INDIANA_COUNTIES: readonly (readonly [string, number])[] = [
  ['Adams', 0.016],
  ['Allen', 0.0159],
  ['Bartholomew', 0.0175],
  ['Benton', 0.0179],
  ['Blackford', 0.025],
  ['Boone', 0.017],
  ['Brown', 0.025234],
  ['Carroll', 0.024733],
  ['Cass', 0.0295],
  ['Clark', 0.02],
  ['Clay', 0.0235],
  ['Clinton', 0.0265],
  ['Crawford', 0.0165],
  ['Daviess', 0.015],
  ['Dearborn', 0.014],
  ['Decatur', 0.0245],
  ['DeKalb', 0.0213],
  ['Delaware', 0.015],
  ['Dubois', 0.012],
  ['Elkhart', 0.02],
  ['Fayette', 0.0282],
  ['Floyd', 0.0189],
  ['Fountain', 0.021],
  ['Franklin', 0.017],
  ['Fulton', 0.0288],
  ['Gibson', 0.013],
  ['Grant', 0.0275],
  ['Greene', 0.0235],
  ['Hamilton', 0.011],
  ['Hancock', 0.0194],
  ['Harrison', 0.01],
  ['Hendricks', 0.017],
  ['Henry', 0.0202],
  ['Howard', 0.0235],
  ['Huntington', 0.0195],
  ['Jackson', 0.021],
  ['Jasper', 0.02864],
  ['Jay', 0.025],
  ['Jefferson', 0.0103],
  ['Jennings', 0.025],
  ['Johnson', 0.014],
  ['Knox', 0.017],
  ['Kosciusko', 0.01],
  ['LaGrange', 0.0165],
  ['Lake', 0.015],
  ['LaPorte', 0.0145],
  ['Lawrence', 0.0175],
  ['Madison', 0.0225],
  ['Marion', 0.0202],
  ['Marshall', 0.0125],
  ['Martin', 0.025],
  ['Miami', 0.0254],
  ['Monroe', 0.0214],
  ['Montgomery', 0.0265],
  ['Morgan', 0.0272],
  ['Newton', 0.01],
  ['Noble', 0.0175],
  ['Ohio', 0.02],
  ['Orange', 0.0175],
  ['Owen', 0.025],
  ['Parke', 0.0265],
  ['Perry', 0.014],
  ['Pike', 0.012],
  ['Porter', 0.005],
  ['Posey', 0.0145],
  ['Pulaski', 0.0285],
  ['Putnam', 0.023],
  ['Randolph', 0.03],
  ['Ripley', 0.0238],
  ['Rush', 0.0215],
  ['St. Joseph', 0.0175],
  ['Scott', 0.0216],
  ['Shelby', 0.017],
  ['Spencer', 0.008],
  ['Starke', 0.0171],
  ['Steuben', 0.0199],
  ['Sullivan', 0.017],
  ['Switzerland', 0.0145],
  ['Tippecanoe', 0.0128],
  ['Tipton', 0.026],
  ['Union', 0.0275],
  ['Vanderburgh', 0.0125],
  ['Vermillion', 0.015],
  ['Vigo', 0.02],
  ['Wabash', 0.029],
  ['Warren', 0.0212],
  ['Warrick', 0.01],
  ['Washington', 0.02],
  ['Wayne', 0.0125],
  ['Wells', 0.021],
  ['White', 0.0232],
  ['Whitley', 0.016829],
];

const code = (name: string) =>
  name
    .toUpperCase()
    .replace(/[.']/g, '')
    .replace(/[^A-Z0-9]+/g, '_');

const built: Locality[] = [
  {
    code: 'NY-NEW_YORK_CITY',
    state: 'NY',
    name: 'New York City',
    method: { kind: 'nyc', tables: NYC_EXACT_2026 },
    source: 'NYS-50-T-NYC (1/26), New York City Withholding Tax Tables and Methods, exact calculation (residents only)',
    verified: true,
  },
  {
    code: 'NY-YONKERS',
    state: 'NY',
    name: 'Yonkers',
    method: { kind: 'yonkers', rules: YONKERS_2026 },
    source:
      'NYS-50-T-Y (1/26): residents 16.75% of the New York State withholding; nonresidents 0.50% of wages (Method VII)',
    verified: true,
  },
  {
    code: 'PA-PHILADELPHIA',
    state: 'PA',
    name: 'Philadelphia',
    method: {
      kind: 'rate',
      editions: [
        { effectiveFrom: '2026-01-01', resident: 0.0374, nonresident: 0.0343 },
        { effectiveFrom: '2026-07-01', resident: 0.03735, nonresident: 0.03425 },
      ],
    },
    source: PHILADELPHIA_SOURCE,
    verified: true,
  },
  ...PENNSYLVANIA_PSDS.map(
    ([name, display, psd, resident, nonresident, lst, source, verified, lstExemption]): Locality => ({
      code: `PA-${name}`,
      state: 'PA',
      name: `${display} (PSD ${psd})`,
      method: { kind: 'pa-eit', resident, nonresident, lst, ...(lstExemption ? { lstExemption } : {}) },
      source: source === '' ? DCED_REGISTER : `${DCED_REGISTER}; ${source}`,
      verified,
    }),
  ),
  {
    code: 'PA-OTHER',
    state: 'PA',
    name: 'Elsewhere in Pennsylvania (typical 1% earned income tax)',
    method: { kind: 'pa-eit', resident: 0.01, nonresident: 0.01, lst: 52 },
    source:
      "Act 32: most municipalities and school districts levy 0.5% each; your Residency Certification Form's rates replace it",
    verified: false,
  },
  {
    code: 'MI-DETROIT',
    state: 'MI',
    name: 'Detroit',
    method: { kind: 'mi-city', resident: 0.024, nonresident: 0.012, exemption: 600 },
    source:
      'Michigan Department of Treasury Form 5469 (Rev. 05-25), City of Detroit Withholding Tables and Instructions',
    verified: true,
  },
  ...MICHIGAN_CITIES.map(([name, display, resident, nonresident, exemption, source, verified, truncate]): Locality => ({
    code: `MI-${name}`,
    state: 'MI',
    name: display,
    method: { kind: 'mi-city', resident, nonresident, exemption, ...(truncate ? { truncate } : {}) },
    source: `${source}; Michigan City Income Tax Act (MCL 141.501 ff.)`,
    verified,
  })),
  ...OHIO_CITIES.map((city): Locality => ({
    code: `OH-${city.code}`,
    state: 'OH',
    name: city.name,
    method: { kind: 'oh-city', rate: city.rate, creditRate: city.creditRate, creditLimit: city.creditLimit },
    source: city.source,
    verified: city.verified,
  })),
  ...MARYLAND_COUNTIES.map(([name, display, rate]): Locality => {
    const method: Locality['method'] =
      name === 'ANNE_ARUNDEL_COUNTY'
        ? {
            kind: 'md-county',
            graduated: 'slices',
            single: [
              [0, 0, 0.027],
              [50000, 1350, 0.0294],
              [400000, 11640, 0.032],
            ],
            joint: [
              [0, 0, 0.027],
              [75000, 2025, 0.0294],
              [480000, 13932, 0.032],
            ],
          }
        : name === 'FREDERICK_COUNTY'
          ? {
              kind: 'md-county',
              graduated: 'band',
              single: [
                [0, 0, 0.0225],
                [25000, 0, 0.0275],
                [50000, 0, 0.0296],
                [150000, 0, 0.032],
              ],
              joint: [
                [0, 0, 0.0225],
                [25000, 0, 0.0275],
                [100000, 0, 0.0296],
                [250000, 0, 0.032],
              ],
            }
          : { kind: 'md-county', rate: MD_TABLE_PERCENTS.find((table) => table >= rate - 1e-9) ?? rate };
    return {
      code: `MD-${name}`,
      state: 'MD',
      name: display,
      method,
      source:
        'Maryland Withholding Tax Facts 2026 and Employer Withholding Guide: local rate by county of residence (the guide’s table percentage)',
      verified: true,
    };
  }),
  {
    code: 'MD-NONRESIDENT',
    state: 'MD',
    name: 'Working in Maryland, living outside it (special nonresident 2.25%)',
    method: { kind: 'md-county', rate: 0.0225 },
    source: 'Maryland Employer Withholding Guide: nonresidents pay the special 2.25% in place of a county tax',
    verified: true,
  },
  ...INDIANA_COUNTIES.map(([name, rate]): Locality => ({
    code: `IN-${code(name)}_COUNTY`,
    state: 'IN',
    name: `${name} County`,
    method: { kind: 'in-county', rate },
    source: 'Indiana DOR Departmental Notice #1 (R46 / 01-26), county rates effective 1 January 2026',
    verified: true,
  })),
  {
    code: 'MO-KANSAS_CITY',
    state: 'MO',
    name: 'Kansas City',
    method: { kind: 'rate', editions: [{ effectiveFrom: '2026-01-01', resident: 0.01, nonresident: 0.01 }] },
    source: 'Kansas City, Missouri earnings tax: 1% of residents’ wages and of nonresidents’ wages earned in the city',
    verified: true,
  },
  {
    code: 'MO-ST_LOUIS',
    state: 'MO',
    name: 'St. Louis',
    method: { kind: 'rate', editions: [{ effectiveFrom: '2026-01-01', resident: 0.01, nonresident: 0.01 }] },
    source: 'City of St. Louis earnings tax: 1% of residents’ wages and of nonresidents’ wages earned in the city',
    verified: true,
  },
  {
    code: 'OR-PORTLAND_METRO',
    state: 'OR',
    name: 'Portland Metro (supportive housing services tax)',
    method: { kind: 'threshold', rates: [[{ single: 125000, joint: 200000 }, 0.01]], residentsOnly: false },
    source:
      'Metro supportive housing services personal income tax: 1% of taxable income over $125,000 ($200,000 joint)',
    verified: true,
  },
  {
    code: 'OR-MULTNOMAH_COUNTY',
    state: 'OR',
    name: 'Multnomah County (Preschool for All tax)',
    method: {
      kind: 'threshold',
      rates: [
        [{ single: 125000, joint: 200000 }, 0.015],
        [{ single: 250000, joint: 400000 }, 0.015],
      ],
      residentsOnly: true,
    },
    source:
      'Multnomah County Preschool for All personal income tax: 1.5% over $125,000 ($200,000 joint), 3% over $250,000 ($400,000 joint)',
    verified: true,
  },
  {
    code: 'OR-OTHER',
    state: 'OR',
    name: 'Elsewhere in Oregon',
    method: { kind: 'rate', editions: [{ effectiveFrom: '2026-01-01', resident: 0, nonresident: 0 }] },
    source: 'Oregon statewide transit tax only',
    verified: true,
  },
  {
    code: 'KY-LOUISVILLE',
    state: 'KY',
    name: 'Louisville Metro (occupational license tax)',
    method: {
      kind: 'rate',
      editions: [{ effectiveFrom: '2026-01-01', resident: 0.022, nonresident: 0.0145 }],
      workOnly: true,
    },
    source:
      'Louisville Metro Revenue Commission, Form W-1 instructions: work in Louisville Metro 1.45% (Metro 1.25%, TARC 0.2%), plus the school boards 0.75% for residents: 2.2%',
    verified: true,
  },
  {
    code: 'KY-LEXINGTON',
    state: 'KY',
    name: 'Lexington-Fayette (occupational license tax)',
    method: {
      kind: 'rate',
      editions: [{ effectiveFrom: '2026-01-01', resident: 0.0275, nonresident: 0.0225 }],
      workOnly: true,
    },
    source:
      'Lexington-Fayette Urban County Government: 2.25% of gross wages (cafeteria-plan and deferred pay included) for work in Fayette County; Fayette County Board of Education: 0.5% more for residents',
    verified: true,
  },
];

export const LOCALITIES_2026: Readonly<Record<string, Locality>> = Object.freeze(
  Object.fromEntries(built.map((locality) => [locality.code, locality])),
);

/** Oregon's statewide transit tax: 0.1% of the wages of Oregon residents and of nonresidents working in Oregon. */
export const OREGON_TRANSIT_RATE_2026 = 0.001;
