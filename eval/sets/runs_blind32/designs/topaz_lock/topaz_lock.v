// topaz_lock: 4-digit combination lock FSM with a wrong-code counter and a lockout after three failures
module topaz_lock (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [3:0] key,
    output reg        unlocked,
    output reg        alarm
);
    localparam [3:0] D0 = 4'd7, D1 = 4'd3, D2 = 4'd9, D3 = 4'd1;
    localparam S_IDLE = 3'd0, S_G1 = 3'd1, S_G2 = 3'd2, S_G3 = 3'd3,
               S_OPEN = 3'd4, S_BAD = 3'd5, S_LOCK = 3'd6;
    reg [2:0] state, next;
    reg [1:0] fails;

    always @(*) begin
        next = state;
        case (state)
            S_IDLE: if (key_valid) next = (key == D0) ? S_G1 : S_BAD;
            S_G1:   if (key_valid) next = (key == D1) ? S_G2 : S_BAD;
            S_G2:   if (key_valid) next = (key == D2) ? S_G3 : S_BAD;
            S_G3:   if (key_valid) next = (key == D3) ? S_OPEN : S_BAD;
            S_OPEN: if (key_valid) next = S_IDLE;
            S_BAD:  next = (fails == 2'd2) ? S_LOCK : S_IDLE;
            S_LOCK: next = S_LOCK;
            default: next = S_IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= S_IDLE;
            fails <= 2'd0;
        end else begin
            state <= next;
            if (state == S_BAD) fails <= fails + 2'd1;
            if (state == S_OPEN) fails <= 2'd0;
        end
    end

    always @(posedge clk) begin
        unlocked <= (next == S_OPEN);
        alarm    <= (next == S_LOCK);
    end
endmodule
