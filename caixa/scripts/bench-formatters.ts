import { formatMoney } from '@caixa/domain/money'

// npm run bench:formatters — what formatting one figure costs, with a formatter made per value
// (as the records page did) and with the cached one formatMoney now uses (domain/intl-formats.ts).
const CALLS = 20_000
const amounts = Array.from({ length: CALLS }, (_, i) => i * 137 - 50_000)

function timePerCall(format: (minorUnits: number) => string): number {
	for (const amount of amounts.slice(0, 1000)) format(amount) // warm up
	const started = performance.now()
	for (const amount of amounts) format(amount)
	return ((performance.now() - started) * 1000) / CALLS
}

const fresh = timePerCall((minorUnits) =>
	new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(minorUnits / 100),
)
const cached = timePerCall((minorUnits) => formatMoney(minorUnits, 'BRL', 'pt-BR'))
console.log(`formatting a figure (${CALLS} calls, pt-BR BRL)`)
console.log(`  a new Intl.NumberFormat each time: ${fresh.toFixed(2)} µs`)
console.log(`  formatMoney (cached formatters):   ${cached.toFixed(2)} µs`)
console.log(`  ${(fresh / cached).toFixed(0)}× faster`)
