import { randomUUID } from 'node:crypto'
import { type Kysely } from 'kysely'

// Outside posts (the public help articles beside sign-in), with the six articles of
// caixa/content/posts/ as they were when this migration shipped. The rows and the insert are
// written out here, not read from the folder or the seeder, so that what this migration did never
// changes: a later change to the articles is a later migration with its own rows.
// Photos need nothing new: 0001 made the multimedia table with both sizes' dimensions.
export async function up(db: Kysely<unknown>): Promise<void> {
	await db.schema
		.createTable('outside_posts')
		.addColumn('id', 'text', (column) => column.primaryKey())
		.addColumn('slug', 'text', (column) => column.notNull())
		.addColumn('language', 'text', (column) => column.notNull())
		.addColumn('title', 'text', (column) => column.notNull())
		.addColumn('summary', 'text', (column) => column.notNull())
		.addColumn('body', 'text', (column) => column.notNull())
		.addColumn('cover', 'text')
		.addColumn('search_text', 'text', (column) => column.notNull())
		.addColumn('published_at', 'bigint', (column) => column.notNull())
		.execute()
	await db.schema
		.createIndex('outside_posts_slug_key')
		.on('outside_posts')
		.column('slug')
		.unique()
		.execute()
	// The list's order (newest first, id as tiebreak), with and without a language filter; both
	// engines read an ascending index backwards for the descending order.
	await db.schema
		.createIndex('outside_posts_published_at_id_idx')
		.on('outside_posts')
		.columns(['published_at', 'id'])
		.execute()
	await db.schema
		.createIndex('outside_posts_language_published_at_id_idx')
		.on('outside_posts')
		.columns(['language', 'published_at', 'id'])
		.execute()

	// Migrations get an untyped database; this one writes only the columns made above.
	const posts = db as Kysely<{ outside_posts: OutsidePostRow }>
	for (const post of OUTSIDE_POSTS) {
		await posts
			.insertInto('outside_posts')
			.values({
				id: randomUUID(),
				slug: post.slug,
				language: post.language,
				title: post.title,
				summary: post.summary,
				body: post.body,
				cover: post.cover,
				search_text: searchableText([post.title, post.summary, post.body].join('\n')),
				published_at: Date.parse(post.publishedAt),
			})
			.execute()
	}
}

// The search text as caixa/domain/search-text.ts made it then: accents dropped, lower case.
function searchableText(text: string): string {
	return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

interface OutsidePostRow {
	id: string
	slug: string
	language: string
	title: string
	summary: string
	body: string
	cover: string | null
	search_text: string
	published_at: number
}

/** An article as its Markdown file read then; `publishedAt` is an ISO moment. */
type OutsidePost = Pick<
	OutsidePostRow,
	'slug' | 'language' | 'title' | 'summary' | 'body' | 'cover'
> & {
	publishedAt: string
}

const OUTSIDE_POSTS: readonly OutsidePost[] = [
	{
		slug: 'inviting-your-accountant',
		language: 'en-US',
		title: 'Inviting your accountant',
		summary:
			'Share one link and your accountant can read a cashier, react to records and comment, without ever changing your money.',
		cover: null,
		publishedAt: '2025-01-17T09:00:00.000Z',
		body: `Your accountant, or an investor, can follow a cashier as an **auditor**. An auditor reads the
records and payments, marks each record as _approved_, _question_ or _rejected_, and comments. An
auditor never changes money.

## How the invite works

1. In the cashier's **settings**, copy the invite link. It looks like
   \`/invite/cashier/…\`.
2. Send it to your accountant by e-mail or chat.
3. Your accountant signs in, opens the link and asks to audit the cashier.
4. The request shows up in the cashier's settings, beside the accepted auditors. **Accept** it, or
   delete it if you do not know who asked.

Until you accept, the person who asked sees nothing of your cashier.

## Working together

Reactions and comments show on each record, so a question about a receipt stays beside the
receipt. You can remove an auditor at any time from the same settings page.
`,
	},
	{
		slug: 'reading-the-income-statement',
		language: 'en-US',
		title: 'Reading the income statement',
		summary:
			'From gross revenue to net result, line by line — what each line of the income statement adds or takes away.',
		cover: null,
		publishedAt: '2025-01-24T09:00:00.000Z',
		body: `The **income statement** answers one question: did the business make or lose money in a period?
Open it from your unit's menu and choose the period.

## The lines, top to bottom

| Line                            | What it holds                                      |
| ------------------------------- | -------------------------------------------------- |
| Gross revenue                   | Sales and services                                 |
| (−) Deductions                  | Taxes on sales, returns, discounts given           |
| = Net revenue                   | What the sales really brought in                   |
| (−) Cost of sales               | Goods sold and what it cost to deliver the service |
| = Gross profit                  |                                                    |
| (−) Operating expenses          | Rent, salaries, utilities, marketing               |
| = Operating result              |                                                    |
| (+/−) Financial income, expense | Interest and late fees received or paid            |
| (+/−) Other income, expense     | What falls outside the business's routine          |
| = Result before income tax      |                                                    |
| (−) Income tax                  |                                                    |
| = Net result                    | The bottom line                                    |

Each line shows its share of net revenue, so you can compare months of different sizes.

## Accrual or cash

- **Accrual** (the default) counts each record on its own date, paid or not.
- **Cash** counts what was paid, on the day it was paid.

The categories decide where each record lands: put rent under operating expenses and it shows up
there. Open a line to see the records behind it.
`,
	},
	{
		slug: 'your-first-cashier',
		language: 'en-US',
		title: 'Your first cashier',
		summary:
			'A cashier is one cash book — the till, the bank account, the card machine. Create one in a minute and log the first money in and out.',
		cover: null,
		publishedAt: '2025-01-10T09:00:00.000Z',
		body: `A **cashier** is one cash book of your business: the till by the door, the bank account, the card
machine. Each cashier keeps its own balance, so you always know where the money is.

## Create it

1. Open **Create cashier** from the floating box on the portal.
2. Give your business (the _unit_) a name, then the cashier a name, such as _Till_.
3. Pick your country: the currency and time zone follow, and you can change them.

## Log money in and out

- **Input** is money coming in: a sale, a receipt.
- **Output** is money going out: a purchase, an expense.

Give each record a date, a total and, if you like, a category and a client or supplier. A record
can be paid at once or split into installments; Caixa keeps the installments adding up to the
total, to the cent.

## What the balance means

The balance is the opening balance, plus paid inputs, minus paid outputs, plus or minus the
transfers between your cashiers. Pending installments do not move it until they are paid, so what
you see is the cash you really have.
`,
	},
	{
		slug: 'convidando-seu-contador',
		language: 'pt-BR',
		title: 'Convidando seu contador',
		summary:
			'Compartilhe um link e seu contador passa a ler um caixa, reagir aos lançamentos e comentar, sem nunca mexer no seu dinheiro.',
		cover: null,
		publishedAt: '2025-01-17T09:00:00.000Z',
		body: `Seu contador, ou um investidor, pode acompanhar um caixa como **auditor**. O auditor lê os
lançamentos e pagamentos, marca cada lançamento como _aprovado_, _dúvida_ ou _rejeitado_ e
comenta. O auditor nunca mexe no dinheiro.

## Como funciona o convite

1. Nas **configurações** do caixa, copie o link de convite. Ele se parece com
   \`/invite/cashier/…\`.
2. Envie o link ao contador por e-mail ou mensagem.
3. O contador entra na conta, abre o link e pede para auditar o caixa.
4. O pedido aparece nas configurações do caixa, ao lado dos auditores aceitos. **Aceite**, ou
   apague se não souber quem pediu.

Enquanto você não aceita, quem pediu não vê nada do seu caixa.

## Trabalhando juntos

Reações e comentários aparecem em cada lançamento, então a dúvida sobre um recibo fica ao lado do
recibo. Você pode remover um auditor quando quiser, na mesma página de configurações.
`,
	},
	{
		slug: 'lendo-a-dre',
		language: 'pt-BR',
		title: 'Lendo a DRE',
		summary:
			'Da receita bruta ao resultado líquido, linha por linha — o que cada linha da Demonstração do Resultado soma ou subtrai.',
		cover: null,
		publishedAt: '2025-01-24T09:00:00.000Z',
		body: `A **DRE** (Demonstração do Resultado do Exercício) responde a uma pergunta: o negócio ganhou ou
perdeu dinheiro no período? Abra pelo menu da unidade e escolha o período.

## As linhas, de cima para baixo

| Linha                                 | O que entra                                         |
| ------------------------------------- | --------------------------------------------------- |
| Receita bruta                         | Vendas e serviços                                   |
| (−) Deduções                          | Impostos sobre vendas, devoluções, descontos dados  |
| = Receita líquida                     | O que as vendas trouxeram de fato                   |
| (−) Custo das vendas                  | Mercadorias vendidas e o custo de prestar o serviço |
| = Lucro bruto                         |                                                     |
| (−) Despesas operacionais             | Aluguel, salários, contas, marketing                |
| = Resultado operacional               |                                                     |
| (+/−) Receitas e despesas financeiras | Juros e multas recebidos ou pagos                   |
| (+/−) Outras receitas e despesas      | O que foge da rotina do negócio                     |
| = Resultado antes do imposto de renda |                                                     |
| (−) Imposto de renda                  |                                                     |
| = Resultado líquido                   | O resultado final                                   |

Cada linha mostra a sua participação na receita líquida, para comparar meses de tamanhos
diferentes.

## Competência ou caixa

- **Competência** (o padrão) conta cada lançamento na própria data, pago ou não.
- **Caixa** conta o que foi pago, no dia em que foi pago.

As categorias decidem onde cada lançamento cai: coloque o aluguel em despesas operacionais e ele
aparece lá. Abra uma linha para ver os lançamentos por trás dela.
`,
	},
	{
		slug: 'seu-primeiro-caixa',
		language: 'pt-BR',
		title: 'Seu primeiro caixa',
		summary:
			'Um caixa é um livro-caixa — a gaveta da loja, a conta no banco, a maquininha. Crie um em um minuto e lance as primeiras entradas e saídas.',
		cover: null,
		publishedAt: '2025-01-10T09:00:00.000Z',
		body: `Um **caixa** é um livro-caixa do seu negócio: a gaveta do balcão, a conta no banco, a maquininha
de cartão. Cada caixa tem o próprio saldo, para você saber sempre onde está o dinheiro.

## Crie o caixa

1. Abra **Criar caixa** na caixinha flutuante do portal.
2. Dê um nome ao negócio (a _unidade_) e depois ao caixa, como _Gaveta_.
3. Escolha o país: a moeda e o fuso horário vêm junto, e você pode mudá-los.

## Lance entradas e saídas

- **Entrada** é dinheiro que chega: uma venda, um recebimento.
- **Saída** é dinheiro que sai: uma compra, uma despesa.

Cada lançamento tem data, total e, se quiser, categoria e cliente ou fornecedor. Ele pode ser pago
à vista ou dividido em parcelas; o Caixa garante que as parcelas somem o total, centavo por
centavo.

## O que o saldo quer dizer

O saldo é o saldo inicial, mais as entradas pagas, menos as saídas pagas, mais ou menos as
transferências entre os seus caixas. Parcelas pendentes só mexem no saldo quando são pagas: o que
você vê é o dinheiro que realmente tem.
`,
	},
]
