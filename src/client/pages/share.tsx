export function SharePage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">SharePage</h1>
    </main>
  );
}
