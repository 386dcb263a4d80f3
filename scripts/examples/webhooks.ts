import { parseArgs, run, text } from './cli';
import { startWebhookReceiver } from './webhook-receiver';

/**
 * `SHIM_WEBHOOK_SECRET=whsec_… npm run example:webhooks [-- --port 4490]`: a webhook receiver on this machine
 * (register the address it prints in the console → 웹훅; a development server delivers to it with
 * WEBHOOK_ALLOW_PRIVATE=true). It verifies each delivery's signature and prints each event once, until Ctrl-C.
 */
run(async () => {
  const args = parseArgs(process.argv.slice(2));
  const receiver = await startWebhookReceiver({
    port: Number(text(args, 'port') ?? 4490),
    secret: process.env.SHIM_WEBHOOK_SECRET,
    onEvent: (event) => console.log(`${event.createdAt} ${event.type} ${event.id} ${JSON.stringify(event.data)}`),
  });
  console.log(`웹훅 수신기: ${receiver.url}`);
  if (!receiver.secret)
    console.log('SHIM_WEBHOOK_SECRET이 없어 전달을 503으로 돌려보냅니다 (등록 때 받은 비밀 값을 넣으세요).');
  const stop = () => void receiver.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
