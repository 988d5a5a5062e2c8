// Keypad combination-lock state machine that opens after the digit sequence 3-1-4-1 and alarms after three bad tries.
module toucan_lock (
    input  wire       clk,
    input  wire       rst,
    input  wire       key_valid,
    input  wire [3:0] key_digit,
    output wire       unlocked,
    output wire       alarm
);
    localparam S_IDLE  = 3'd0;
    localparam S_D1    = 3'd1;
    localparam S_D2    = 3'd2;
    localparam S_D3    = 3'd3;
    localparam S_OPEN  = 3'd4;
    localparam S_ALARM = 3'd5;

    reg [2:0] state, next_state;
    reg [1:0] bad_tries;

    always @(*) begin
        next_state = state;
        if (key_valid) begin
            case (state)
                S_IDLE:  next_state = (key_digit == 4'd3) ? S_D1 : S_IDLE;
                S_D1:    next_state = (key_digit == 4'd1) ? S_D2 : S_IDLE;
                S_D2:    next_state = (key_digit == 4'd4) ? S_D3 : S_IDLE;
                S_D3:    next_state = (key_digit == 4'd1) ? S_OPEN : S_IDLE;
                S_OPEN:  next_state = S_IDLE;
                S_ALARM: next_state = S_ALARM;
                default: next_state = S_IDLE;
            endcase
            if (bad_tries == 2'd3)
                next_state = S_ALARM;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            state     <= S_IDLE;
            bad_tries <= 2'd0;
        end else begin
            state <= next_state;
            if (key_valid && state == S_D3 && key_digit != 4'd1 && bad_tries != 2'd3)
                bad_tries <= bad_tries + 2'd1;
        end
    end

    assign unlocked = (state == S_OPEN);
    assign alarm    = (state == S_ALARM);
endmodule
