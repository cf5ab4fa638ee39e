import { DICE_PAGE } from '../money/messages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The dice game page of a demo venue (the session token travels in a data attribute). */
export function dicePageHtml(venueName: string, session: string): string {
  const t = DICE_PAGE;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${escapeHtml(venueName)} · ${t.title}</title>
<link rel="stylesheet" href="/venue/play.css"></head>
<body data-session="${escapeHtml(session)}" data-texts="${escapeHtml(JSON.stringify(t))}">
<main>
<h1>${escapeHtml(venueName)} · ${t.title}</h1>
<p class="balance">${t.balance}：<strong id="balance">--</strong></p>
<label>${t.stake}<input id="stake" type="number" inputmode="numeric" min="1" step="1" value="10"></label>
<label class="pending"><input id="pending" type="checkbox"> ${t.pending}</label>
<div class="picks"><button id="big" type="button">${t.big}</button><button id="small" type="button">${t.small}</button></div>
<p id="dice" class="dice"></p>
<p id="result" class="result" role="status"></p>
<p class="hint">${t.hint}</p>
</main>
<script src="/venue/play.js"></script>
</body></html>`;
}

export function expiredPageHtml(): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${DICE_PAGE.expired}</title><link rel="stylesheet" href="/venue/play.css"></head>
<body><main><h1>${DICE_PAGE.expired}</h1></main></body></html>`;
}

export const DICE_CSS = `*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#0b3d2e;color:#fff}
main{max-width:420px;margin:0 auto;padding:20px 16px}h1{font-size:20px;text-align:center}
.balance{font-size:16px;text-align:center}label{display:block;margin:12px 0}
input[type=number]{width:100%;padding:10px;font-size:18px;border-radius:8px;border:0;margin-top:6px}
.picks{display:flex;gap:12px;margin:16px 0}.picks button{flex:1;padding:16px;font-size:22px;border:0;border-radius:10px;color:#fff}
#big{background:#c8102e}#small{background:#1f6fd1}button:disabled{opacity:.5}
.dice{font-size:40px;text-align:center;min-height:48px;letter-spacing:8px}.result{text-align:center;font-size:18px;min-height:24px}
.hint{font-size:13px;opacity:.8;line-height:1.6}`;

/** Plain browser script: reads the session and texts from <body>, talks to /venue/api/*. */
export const DICE_JS = `(function(){
var b=document.body,s=b.getAttribute('data-session'),t=JSON.parse(b.getAttribute('data-texts')||'{}');
var faces=['','\\u2680','\\u2681','\\u2682','\\u2683','\\u2684','\\u2685'];
function $(id){return document.getElementById(id)}
function post(path,body){return fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json()})}
function show(res){if(res.data&&res.data.balance!==undefined)$('balance').textContent=Number(res.data.balance).toFixed(2)}
function refresh(){post('/venue/api/state',{session:s}).then(function(res){if(res.code===200)show(res);else $('result').textContent=res.message})}
function bet(pick){
  $('big').disabled=$('small').disabled=true;$('result').textContent=t.rolling;$('dice').textContent='';
  post('/venue/api/bet',{session:s,pick:pick,stake:$('stake').value,pending:$('pending').checked}).then(function(res){
    if(res.code!==200){$('result').textContent=res.message;return}
    show(res);var d=res.data;
    if(d.outcome==='pending'){$('result').textContent=t.pendingPlaced;return}
    $('dice').textContent=d.dice.map(function(n){return faces[n]}).join(' ');
    $('result').textContent=(d.outcome==='win'?t.win:t.lose)+' '+Number(d.win_loss).toFixed(2);
  }).catch(function(){$('result').textContent=''}).then(function(){$('big').disabled=$('small').disabled=false});
}
$('big').addEventListener('click',function(){bet('big')});
$('small').addEventListener('click',function(){bet('small')});
refresh();
})();`;
