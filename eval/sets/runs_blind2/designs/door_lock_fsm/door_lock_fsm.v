// Keypad door lock: accepts the 3-digit code 5-2-9, locks out after a bad entry.
module door_lock_fsm (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       key_valid,
    input  wire [3:0] key_code,
    input  wire       timeout,
    output wire       unlock,
    output wire       alarm
);
    localparam IDLE    = 3'd0,
               GOT1    = 3'd1,
               GOT2    = 3'd2,
               OPEN    = 3'd3,
               LOCKOUT = 3'd4;

    reg [2:0] state, next_state;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            state <= IDLE;
        else
            state <= next_state;
    end

    always @* begin
        next_state = state;
        case (state)
            IDLE:    if (key_valid) next_state = (key_code == 4'd5) ? GOT1 : LOCKOUT;
            GOT1:    if (key_valid) next_state = (key_code == 4'd2) ? GOT2 : LOCKOUT;
            GOT2:    if (key_valid) next_state = (key_code == 4'd9) ? OPEN : LOCKOUT;
            OPEN:    if (timeout)   next_state = IDLE;
            LOCKOUT: if (timeout)   next_state = IDLE;
        endcase
    end

    assign unlock = (state == OPEN);
    assign alarm  = (state == LOCKOUT);
endmodule
