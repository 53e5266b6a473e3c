import type { Texts } from './texts';

/**
 * The compliance page's texts: the rules of the Moneylenders Act 1951 and its 2003 Regulations
 * the product enforces (keyed by the registry's rule ids, compliance/rules.ts), the products'
 * regimes, and who read which customer's documents.
 */
const en = {
  menu: { compliance: 'Compliance' },
  compliancePage: {
    title: 'Compliance',
    intro:
      'The rules of the Moneylenders Act 1951 and the Moneylenders (Control and Licensing) Regulations 2003 that this product enforces: for each, where it is enforced and the automated tests that prove it. Every test named here runs with the product’s test suite.',
    contents: 'On this page',
    rulesHeading: 'Rules enforced',
    source: 'Legal source',
    evidence: 'Evidence: where it is enforced and the tests that prove it',
    enforcedAt: 'Enforced in',
    provenBy: 'Proven by the tests',
    inWord: 'in',
    sources: {
      act1951: 'Moneylenders Act 1951',
      regulations2003: 'Moneylenders (Control and Licensing) Regulations 2003',
    },
    rules: {
      rateCaps: {
        title: 'Interest rate caps',
        text: 'At most 12% a year on a loan with collateral and 18% a year without. A product or application above the cap is refused with the cap in the message.',
      },
      simpleInterest: {
        title: 'Simple interest only',
        text: 'Interest is principal × rate × years, spread evenly over the installments; compound interest is refused under the Act.',
      },
      interestNotAbovePrincipal: {
        title: 'Total interest not above the principal',
        text: 'A loan whose total interest would be more than the amount lent is refused.',
      },
      prescribedForms: {
        title: 'Prescribed agreement forms',
        text: 'The loan agreement follows Schedule J for a loan without collateral and Schedule K for a loan with collateral, in English and Malay.',
      },
      lateInterest: {
        title: 'Late interest of 8% a year, day by day',
        text: 'An overdue installment is charged simple interest of 8% a year on the sum overdue, accrued for each day late and rounded once.',
      },
      stampingBeforeDisbursement: {
        title: 'Stamping before disbursement',
        text: 'A signed agreement must be stamped before the loan can be disbursed.',
      },
      receiptForEveryPayment: {
        title: 'A receipt for every payment',
        text: 'Each approved payment gets the next official receipt number, without gaps, and a receipt with the lender’s name, licence and address.',
      },
      licenceShown: {
        title: 'Licence number shown',
        text: 'The moneylending licence number is shown at the foot of every page, in the agreement and on every receipt.',
      },
    },
    productsHeading: 'Products and their regime',
    productsIntro:
      'Each lending product and the regime its loans fall under. A product under another regime is not bound by the Act’s checks above; the reasons say why it could not be lent under them.',
    productsCaption: 'Lending products by regime',
    noProducts: 'No products are set up.',
    productsFailed: 'The products could not be read. Reload the page to try again.',
    columns: {
      Name: 'Product',
      SKU: 'SKU',
      InterestType: 'Interest type',
      Rate: 'Rate a year',
      Collateral: 'Collateral',
      Regime: 'Regime',
      Reasons: 'Why',
    },
    collateralYes: 'With collateral (cap {cap}%)',
    collateralNo: 'Without collateral (cap {cap}%)',
    underAct: 'Moneylenders Act 1951',
    underOther: 'Another regime',
    withinAct: 'Within the Act’s rules',
    reasons: {
      markedOther: 'Set up as lent under another licence',
      notSimpleInterest: 'Charges compound interest',
      rateAboveCap: 'Rate above the Act’s cap',
    },
  },
  documentReads: {
    heading: 'Who read customers’ documents',
    intro:
      'Every opening of a customer’s personal document is recorded: identity, income and financial documents, loan documents and agreements, uploaded payment receipts and signing recordings; who, from which IP address, when, and which document. Use it to say who was affected by a breach within 72 hours. Running this query or its export is itself recorded.',
    filters: 'Filter',
    from: 'From',
    to: 'To',
    customerId: 'Customer ID (optional)',
    search: 'Search',
    exportCsv: 'Export CSV',
    exportGroup: 'Export the reads of this period',
    caption: 'Document reads from {from} to {to}',
    count: '{count} reads',
    countOne: '1 read',
    none: 'No document was read in this period.',
    failed: 'The document reads could not be read: {message}',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {page} of {pages}',
    columns: {
      At: 'When',
      ReaderName: 'Read by',
      ReaderKind: 'Kind',
      IpAddress: 'IP address',
      CustomerName: 'Customer',
      Document: 'Document',
    },
    kinds: { staff: 'Staff', customer: 'Customer', system: 'System', anonymous: 'Anonymous' },
  },
};

const ms: Texts<typeof en> = {
  menu: { compliance: 'Pematuhan' },
  compliancePage: {
    title: 'Pematuhan',
    intro:
      'Peraturan Akta Pemberi Pinjam Wang 1951 dan Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003 yang dikuatkuasakan oleh produk ini: bagi setiap satu, di mana ia dikuatkuasakan dan ujian automatik yang membuktikannya. Setiap ujian yang dinamakan di sini dijalankan bersama suite ujian produk.',
    contents: 'Di halaman ini',
    rulesHeading: 'Peraturan yang dikuatkuasakan',
    source: 'Sumber undang-undang',
    evidence: 'Bukti: di mana ia dikuatkuasakan dan ujian yang membuktikannya',
    enforcedAt: 'Dikuatkuasakan dalam',
    provenBy: 'Dibuktikan oleh ujian',
    inWord: 'dalam',
    sources: {
      act1951: 'Akta Pemberi Pinjam Wang 1951',
      regulations2003: 'Peraturan-Peraturan Pemberi Pinjam Wang (Kawalan dan Pelesenan) 2003',
    },
    rules: {
      rateCaps: {
        title: 'Had kadar faedah',
        text: 'Paling tinggi 12% setahun bagi pinjaman dengan cagaran dan 18% setahun tanpa cagaran. Produk atau permohonan melebihi had ditolak dengan had dinyatakan dalam mesej.',
      },
      simpleInterest: {
        title: 'Faedah mudah sahaja',
        text: 'Faedah ialah prinsipal × kadar × tahun, dibahagi sama rata ke atas ansuran; faedah kompaun ditolak di bawah Akta.',
      },
      interestNotAbovePrincipal: {
        title: 'Jumlah faedah tidak melebihi prinsipal',
        text: 'Pinjaman yang jumlah faedahnya melebihi amaun yang dipinjamkan ditolak.',
      },
      prescribedForms: {
        title: 'Borang perjanjian yang ditetapkan',
        text: 'Perjanjian pinjaman mengikut Jadual J bagi pinjaman tanpa cagaran dan Jadual K bagi pinjaman dengan cagaran, dalam bahasa Inggeris dan bahasa Melayu.',
      },
      lateInterest: {
        title: 'Faedah lewat 8% setahun, hari demi hari',
        text: 'Ansuran tertunggak dikenakan faedah mudah 8% setahun atas jumlah tertunggak, diakru bagi setiap hari lewat dan dibundarkan sekali.',
      },
      stampingBeforeDisbursement: {
        title: 'Setem sebelum pengeluaran',
        text: 'Perjanjian yang ditandatangani mesti disetem sebelum pinjaman boleh dikeluarkan.',
      },
      receiptForEveryPayment: {
        title: 'Resit bagi setiap bayaran',
        text: 'Setiap bayaran yang diluluskan mendapat nombor resit rasmi seterusnya, tanpa jurang, dan resit dengan nama, lesen dan alamat pemberi pinjam.',
      },
      licenceShown: {
        title: 'Nombor lesen dipaparkan',
        text: 'Nombor lesen pemberi pinjam wang dipaparkan di kaki setiap halaman, dalam perjanjian dan pada setiap resit.',
      },
    },
    productsHeading: 'Produk dan rejimnya',
    productsIntro:
      'Setiap produk pinjaman dan rejim yang terpakai bagi pinjamannya. Produk di bawah rejim lain tidak terikat dengan semakan Akta di atas; sebab-sebabnya menyatakan mengapa ia tidak boleh dipinjamkan di bawahnya.',
    productsCaption: 'Produk pinjaman mengikut rejim',
    noProducts: 'Tiada produk disediakan.',
    productsFailed: 'Produk tidak dapat dibaca. Muat semula halaman untuk mencuba lagi.',
    columns: {
      Name: 'Produk',
      SKU: 'SKU',
      InterestType: 'Jenis faedah',
      Rate: 'Kadar setahun',
      Collateral: 'Cagaran',
      Regime: 'Rejim',
      Reasons: 'Sebab',
    },
    collateralYes: 'Dengan cagaran (had {cap}%)',
    collateralNo: 'Tanpa cagaran (had {cap}%)',
    underAct: 'Akta Pemberi Pinjam Wang 1951',
    underOther: 'Rejim lain',
    withinAct: 'Dalam peraturan Akta',
    reasons: {
      markedOther: 'Disediakan sebagai dipinjamkan di bawah lesen lain',
      notSimpleInterest: 'Mengenakan faedah kompaun',
      rateAboveCap: 'Kadar melebihi had Akta',
    },
  },
  documentReads: {
    heading: 'Siapa membaca dokumen pelanggan',
    intro:
      'Setiap pembukaan dokumen peribadi pelanggan direkodkan: dokumen pengenalan, pendapatan dan kewangan, dokumen dan perjanjian pinjaman, resit bayaran yang dimuat naik dan rakaman sesi tandatangan; siapa, dari alamat IP mana, bila, dan dokumen mana. Gunakannya untuk menyatakan siapa yang terjejas oleh pelanggaran dalam masa 72 jam. Menjalankan pertanyaan ini atau eksportnya juga direkodkan.',
    filters: 'Tapis',
    from: 'Dari',
    to: 'Hingga',
    customerId: 'ID pelanggan (pilihan)',
    search: 'Cari',
    exportCsv: 'Eksport CSV',
    exportGroup: 'Eksport bacaan tempoh ini',
    caption: 'Bacaan dokumen dari {from} hingga {to}',
    count: '{count} bacaan',
    countOne: '1 bacaan',
    none: 'Tiada dokumen dibaca dalam tempoh ini.',
    failed: 'Bacaan dokumen tidak dapat dibaca: {message}',
    previous: 'Halaman sebelumnya',
    next: 'Halaman seterusnya',
    pageOf: 'Halaman {page} daripada {pages}',
    columns: {
      At: 'Bila',
      ReaderName: 'Dibaca oleh',
      ReaderKind: 'Jenis',
      IpAddress: 'Alamat IP',
      CustomerName: 'Pelanggan',
      Document: 'Dokumen',
    },
    kinds: { staff: 'Kakitangan', customer: 'Pelanggan', system: 'Sistem', anonymous: 'Tanpa nama' },
  },
};

export const complianceTexts = { en, ms };
