// The demo shop's catalogue: a neighbourhood bakery and café in São Paulo, with prices of 2025-26.
import { gtinCheckDigit } from '../../shared/gtin.ts';
import type { Picture, PictureKind } from './demo-pictures.ts';

export interface DemoProduct {
  name: string;
  category: string;
  priceCents: number;
  description: string;
  /** Units on the shelf for tracked goods (packaged); null: not tracked (made in the shop). */
  stock: number | null;
  /** Packaged goods carry an EAN-13. */
  barcode: string | null;
  picture: Picture;
  /** How often it sells, relative to the others. */
  popularity: number;
  /** Sold by weight at the counter (quantity in kg, 3 decimals). */
  byWeight?: boolean;
}

const BACKDROPS: Record<string, string> = {
  Pães: '#f6e3c5',
  'Doces e Bolos': '#f9d5e0',
  Salgados: '#fde2b8',
  Cafés: '#e6d5c6',
  Bebidas: '#cfe8f3',
  'Frios e Laticínios': '#fff1b8',
  Mercearia: '#d9ecd0',
};

/** An EAN-13 of the Brazilian range (789) with its check digit. */
function ean13(serial: number): string {
  const body = `7891234${String(serial).padStart(5, '0')}`;
  return body + gtinCheckDigit(body);
}

type Row = [
  name: string,
  category: string,
  price: number,
  kind: PictureKind,
  color: string,
  accent: string,
  popularity: number,
  description: string,
];

const MADE_HERE: Row[] = [
  [
    'Pão Francês (kg)',
    'Pães',
    1990,
    'paozinho',
    '#d9953f',
    '#ffffff',
    30,
    'Crocante por fora, macio por dentro. Fornadas às 6h, 11h e 16h.',
  ],
  ['Pão de Forma Caseiro', 'Pães', 1490, 'pao', '#c8843a', '#ffffff', 6, 'Massa fofinha, fatiado na hora.'],
  [
    'Pão Integral com Grãos',
    'Pães',
    1690,
    'pao',
    '#8a5a2b',
    '#ffffff',
    4,
    'Farinha integral, linhaça, girassol e aveia.',
  ],
  ['Baguete', 'Pães', 890, 'pao', '#d49a4c', '#ffffff', 5, 'Receita francesa, casca fina e crocante.'],
  [
    'Pão de Queijo (6 un.)',
    'Pães',
    1200,
    'paozinho',
    '#f0c25a',
    '#ffffff',
    14,
    'Mineiro de verdade, com queijo canastra.',
  ],
  [
    'Croissant de Manteiga',
    'Pães',
    950,
    'croissant',
    '#e3a447',
    '#ffffff',
    8,
    'Folhado com manteiga, assado todas as manhãs.',
  ],
  [
    'Pão Doce com Coco',
    'Pães',
    650,
    'paozinho',
    '#e5b26b',
    '#ffffff',
    5,
    'Cobertura de coco ralado e leite condensado.',
  ],
  [
    'Bolo de Cenoura com Chocolate (fatia)',
    'Doces e Bolos',
    1100,
    'bolo',
    '#f08c2e',
    '#5b3416',
    9,
    'Com cobertura de brigadeiro.',
  ],
  [
    'Bolo de Fubá Cremoso (fatia)',
    'Doces e Bolos',
    900,
    'bolo',
    '#f2d16b',
    '#fff4c2',
    5,
    'Receita da vó, com erva-doce.',
  ],
  [
    'Torta de Limão (fatia)',
    'Doces e Bolos',
    1400,
    'torta',
    '#e8c27a',
    '#dff0a0',
    6,
    'Base crocante, creme de limão e merengue.',
  ],
  ['Brigadeiro Gourmet', 'Doces e Bolos', 450, 'rosquinha', '#5b3416', '#7a4a2a', 10, 'Chocolate belga com granulado.'],
  [
    'Sonho de Creme',
    'Doces e Bolos',
    790,
    'rosquinha',
    '#e9b872',
    '#fff3d6',
    7,
    'Recheio de creme de baunilha, polvilhado com açúcar.',
  ],
  [
    'Pudim de Leite (fatia)',
    'Doces e Bolos',
    1200,
    'bolo',
    '#f3c969',
    '#a0521d',
    4,
    'Liso, sem furinhos, com calda de caramelo.',
  ],
  ['Coxinha de Frango', 'Salgados', 850, 'salgado', '#e39b45', '#ffffff', 16, 'Frango desfiado com catupiry.'],
  ['Esfiha de Carne', 'Salgados', 750, 'salgado', '#d98c3c', '#ffffff', 8, 'Massa fina, carne temperada com limão.'],
  ['Pastel de Queijo', 'Salgados', 900, 'pastel', '#efc070', '#ffffff', 7, 'Frito na hora, massa sequinha.'],
  ['Empada de Palmito', 'Salgados', 880, 'salgado', '#e8b25f', '#ffffff', 5, 'Massa que desmancha, recheio cremoso.'],
  ['Misto Quente', 'Salgados', 1300, 'pastel', '#e4a553', '#ffffff', 9, 'Pão de forma, presunto e queijo na chapa.'],
  ['Café Expresso', 'Cafés', 650, 'xicara', '#ffffff', '#4a2b17', 18, 'Grãos especiais do Sul de Minas.'],
  ['Café com Leite', 'Cafés', 750, 'xicara', '#ffffff', '#b07a4f', 14, 'Na xícara grande, leite vaporizado.'],
  ['Cappuccino', 'Cafés', 1100, 'xicara', '#f4e1d2', '#c8966b', 8, 'Com canela e chocolate.'],
  ['Pingado', 'Cafés', 550, 'xicara', '#ffffff', '#9c6a43', 9, 'O clássico da padaria, no copo americano.'],
  ['Chocolate Quente', 'Cafés', 1200, 'xicara', '#c84b31', '#5b2c1a', 4, 'Cremoso, com chantilly.'],
  ['Suco de Laranja 300 ml', 'Bebidas', 900, 'copo', '#ffa62b', '#ffd27f', 9, 'Espremido na hora.'],
  ['Vitamina de Banana', 'Bebidas', 1000, 'copo', '#f4e3a1', '#fff4c7', 4, 'Banana, leite e aveia.'],
  [
    'Queijo Minas Frescal (kg)',
    'Frios e Laticínios',
    5990,
    'queijo',
    '#fbf3d5',
    '#efe3b0',
    4,
    'Fresquinho, fatiado na hora.',
  ],
  [
    'Presunto Cozido (kg)',
    'Frios e Laticínios',
    4990,
    'queijo',
    '#f2a7a0',
    '#e48a83',
    4,
    'Fatiado fino ou grosso, como preferir.',
  ],
  [
    'Mortadela Defumada (kg)',
    'Frios e Laticínios',
    3490,
    'queijo',
    '#f19b93',
    '#ffffff',
    3,
    'A do sanduíche de padaria.',
  ],
];

type Packaged = [...Row, stock: number];

const PACKAGED: Packaged[] = [
  ['Leite Integral 1 L', 'Frios e Laticínios', 589, 'pacote', '#ffffff', '#2b7bd6', 10, 'Caixa longa vida.', 48],
  ['Manteiga com Sal 200 g', 'Frios e Laticínios', 1390, 'pote', '#fff3b0', '#d62828', 4, 'Pote de 200 g.', 14],
  ['Requeijão Cremoso 200 g', 'Frios e Laticínios', 990, 'pote', '#ffffff', '#1d4ed8', 4, 'Copo de 200 g.', 3],
  ['Iogurte Natural 170 g', 'Frios e Laticínios', 450, 'pote', '#ffffff', '#16a34a', 3, 'Integral, sem açúcar.', 20],
  ['Refrigerante Cola 350 ml', 'Bebidas', 600, 'lata', '#c1121f', '#ffffff', 8, 'Lata gelada.', 72],
  ['Guaraná 350 ml', 'Bebidas', 550, 'lata', '#2d6a4f', '#f4d35e', 7, 'Lata gelada.', 60],
  ['Água Mineral 500 ml', 'Bebidas', 350, 'garrafa', '#a9d6f5', '#1d70b8', 8, 'Sem gás.', 90],
  ['Água com Gás 500 ml', 'Bebidas', 400, 'garrafa', '#bde0fe', '#e63946', 3, 'Com gás.', 2],
  ['Suco de Uva Integral 1 L', 'Bebidas', 1890, 'garrafa', '#6a1b4d', '#f1c40f', 2, 'Sem adição de açúcar.', 12],
  [
    'Café Torrado e Moído 500 g',
    'Mercearia',
    2490,
    'pacote',
    '#3d2314',
    '#e9c46a',
    4,
    'Torra média, o mesmo do nosso expresso.',
    25,
  ],
  ['Açúcar Refinado 1 kg', 'Mercearia', 549, 'pacote', '#ffffff', '#3a86ff', 2, 'Pacote de 1 kg.', 30],
  ['Ovos Brancos (dúzia)', 'Mercearia', 1290, 'ovos', '#fdf6ec', '#c9a66b', 4, 'Ovos de granja, tamanho grande.', 4],
  ['Geleia de Morango 320 g', 'Mercearia', 1590, 'pote', '#c9184a', '#ffb3c6', 2, 'Feita com pedaços da fruta.', 9],
  ['Biscoito de Polvilho 100 g', 'Mercearia', 690, 'pacote', '#fff8e7', '#f4a261', 3, 'Sequinho, o da praia.', 35],
  ['Torrada Integral 160 g', 'Mercearia', 790, 'pacote', '#d4a373', '#264653', 2, 'Pacote com 30 fatias.', 18],
];

function product(row: Row, extra: Partial<DemoProduct>): DemoProduct {
  const [name, category, priceCents, kind, color, accent, popularity, description] = row;
  return {
    name,
    category,
    priceCents,
    description,
    stock: null,
    barcode: null,
    popularity,
    byWeight: name.endsWith('(kg)'),
    picture: { kind, color, accent, backdrop: BACKDROPS[category] ?? '#eeeeee' },
    ...extra,
  };
}

export const DEMO_CATALOGUE: DemoProduct[] = [
  ...MADE_HERE.map((row) => product(row, {})),
  ...PACKAGED.map(([...row], i) => {
    const stock = row.pop() as number;
    return product(row as unknown as Row, { stock, barcode: ean13(100 + i * 7) });
  }),
];
