export function SettingsPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">SettingsPage</h1>
    </main>
  );
}
