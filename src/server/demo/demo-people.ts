// Made-up Brazilian people for the demo and scale data: names, CPF, phone, birthday, sex.
import { cpfFromBody, intBetween, mobilePhone, pick, type Random } from './demo-random.ts';

const FEMALE = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Beatriz',
  'Larissa',
  'Mariana',
  'Gabriela',
  'Letícia',
  'Vanessa',
  'Renata',
  'Luciana',
  'Daniela',
  'Tatiane',
  'Simone',
  'Cláudia',
  'Helena',
  'Sofia',
  'Alice',
  'Valentina',
  'Júlia',
  'Rosângela',
  'Francisca',
  'Débora',
  'Priscila',
] as const;
const MALE = [
  'José',
  'João',
  'Antônio',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Rodrigo',
  'Gustavo',
  'Thiago',
  'Leandro',
  'Ricardo',
  'Fernando',
  'Matheus',
  'Vinícius',
  'Diego',
  'Sérgio',
  'Arthur',
  'Heitor',
] as const;
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Teixeira',
  'Moura',
  'Cavalcanti',
  'Araújo',
] as const;

export const STREETS = [
  'Rua das Flores',
  'Rua Augusta',
  'Av. Paulista',
  'Rua XV de Novembro',
  'Rua dos Pinheiros',
  'Rua Harmonia',
  'Rua Cardeal Arcoverde',
  'Av. Brigadeiro Faria Lima',
  'Rua Teodoro Sampaio',
  'Rua Fradique Coutinho',
] as const;
export const NEIGHBOURHOODS = [
  'Pinheiros',
  'Vila Madalena',
  'Perdizes',
  'Butantã',
  'Lapa',
  'Vila Mariana',
  'Moema',
] as const;

export type Sexo = 'masculino' | 'feminino' | 'outro';

export interface Person {
  cpf: string;
  nome: string;
  telefone: string;
  sexo: Sexo | null;
  /** 'YYYY-MM-DD' */
  dataNascimento: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A person with a unique CPF for `serial` (unique within one generator run), born between 18 and
 * 75 years before `now`; `birthdayThisMonth` puts their birthday in the current month.
 */
export function makePerson(random: Random, serial: number, now: Date, birthdayThisMonth = false): Person {
  const roll = random();
  const sexo: Sexo | null = roll < 0.52 ? 'feminino' : roll < 0.97 ? 'masculino' : roll < 0.985 ? 'outro' : null;
  const first =
    sexo === 'masculino'
      ? pick(random, MALE)
      : sexo === 'feminino'
        ? pick(random, FEMALE)
        : pick(random, [...FEMALE, ...MALE]);
  const nome = `${first} ${pick(random, SURNAMES)} ${pick(random, SURNAMES)}`;
  const year = now.getUTCFullYear() - intBetween(random, 18, 75);
  const month = birthdayThisMonth ? now.getUTCMonth() + 1 : intBetween(random, 1, 12);
  const day = intBetween(random, 1, 28);
  // A spread-out 9-digit body from the serial, so CPFs do not look sequential.
  const body = (serial * 7_919 + 104_729) % 1_000_000_000;
  return {
    cpf: cpfFromBody(body),
    nome,
    telefone: mobilePhone(random),
    sexo,
    dataNascimento: `${year}-${pad(month)}-${pad(day)}`,
  };
}

/** A first name and surname, for employees. */
export function personName(random: Random): string {
  return `${pick(random, random() < 0.5 ? FEMALE : MALE)} ${pick(random, SURNAMES)}`;
}
