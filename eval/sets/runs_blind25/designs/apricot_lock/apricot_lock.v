// Keypad code-lock FSM that opens after a 4-digit code and locks out after three wrong tries.
module apricot_lock #(
    parameter [15:0] CODE = 16'h4271,
    parameter        OPEN_CYCLES = 8'd200
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       key_valid,
    input  wire [3:0] key,
    output reg        unlock,
    output reg        alarm
);
    localparam S_IDLE = 3'd0, S_D1 = 3'd1, S_D2 = 3'd2, S_D3 = 3'd3,
               S_OPEN = 3'd4, S_FAIL = 3'd5, S_LOCK = 3'd6;
    reg [2:0] state, nxt;
    reg [1:0] tries;
    reg [7:0] timer;
    reg       bad;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) state <= S_IDLE;
        else        state <= nxt;

    always @* begin
        nxt = state;
        case (state)
            S_IDLE: if (key_valid) nxt = (key == CODE[15:12]) ? S_D1 : S_FAIL;
            S_D1:   if (key_valid) nxt = (key == CODE[11:8])  ? S_D2 : S_FAIL;
            S_D2:   if (key_valid) nxt = (key == CODE[7:4])   ? S_D3 : S_FAIL;
            S_D3:   if (key_valid) nxt = (key == CODE[3:0])   ? S_OPEN : S_FAIL;
            S_OPEN: if (timer == OPEN_CYCLES) nxt = S_IDLE;
            S_FAIL: nxt = (tries == 2'd2) ? S_LOCK : S_IDLE;
            S_LOCK: if (timer == 8'hff) nxt = S_IDLE;
            default: nxt = S_IDLE;
        endcase
    end

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            tries <= 2'd0;
            timer <= 8'd0;
        end else begin
            if (state == S_FAIL) tries <= tries + 2'd1;
            else if (state == S_OPEN || state == S_LOCK && nxt == S_IDLE) tries <= 2'd0;
            if (state == S_OPEN || state == S_LOCK) timer <= timer + 8'd1;
            else timer <= 8'd0;
        end

    always @* begin
        unlock = (state == S_OPEN);
        alarm  = (state == S_LOCK);
        bad    = (state == S_FAIL);
    end
endmodule
