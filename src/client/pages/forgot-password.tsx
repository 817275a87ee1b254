export function ForgotPasswordPage() {
  return (
    <main className="p-8">
      <h1 className="text-2xl font-bold">ForgotPasswordPage</h1>
    </main>
  );
}
