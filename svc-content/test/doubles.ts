import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';

async function listen(server: HttpServer | TcpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

export interface ChatRequest {
  authorization?: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string };
  };
}

/** A local stand-in for the OpenAI API that speaks the Chat Completions wire format. */
export class ChatCompletionsDouble {
  readonly requests: ChatRequest[] = [];
  /** What the next completions answer; a number answers that HTTP error status. */
  reply: string | number = '';

  private constructor(
    private readonly server: HttpServer,
    readonly baseUrl: string,
  ) {}

  static async start(): Promise<ChatCompletionsDouble> {
    const server = createHttpServer();
    const double = new ChatCompletionsDouble(server, `http://127.0.0.1:${await listen(server)}/v1`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => double.answer(req, body, res));
    });
    return double;
  }

  private answer(req: IncomingMessage, body: string, res: ServerResponse): void {
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }));
      return;
    }
    const request: ChatRequest = {
      authorization: req.headers.authorization,
      body: JSON.parse(body) as ChatRequest['body'],
    };
    this.requests.push(request);
    if (typeof this.reply === 'number') {
      res.statusCode = this.reply;
      res.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
      return;
    }
    res.end(
      JSON.stringify({
        id: `chatcmpl-${this.requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: this.reply, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 1000, total_tokens: 1100 },
      }),
    );
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** A minimal SMTP server that accepts every message and keeps it. */
export class SmtpDouble {
  readonly messages: ReceivedMail[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: TcpServer,
    readonly url: string,
  ) {}

  static async start(): Promise<SmtpDouble> {
    const server = createTcpServer();
    const double = new SmtpDouble(server, `smtp://127.0.0.1:${await listen(server)}`);
    server.on('connection', (socket: Socket) => double.converse(socket));
    return double;
  }

  private converse(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.write('220 smtp.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            this.messages.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 Queued\r\n');
          } else {
            mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = line;
        if (verb === 'RCPT') mail.to.push(line);
        if (verb === 'DATA') inData = true;
        if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write(verb === 'DATA' ? '354 End data with <CR><LF>.<CR><LF>\r\n' : '250 OK\r\n');
      }
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((r) => this.server.close(r));
  }
}
