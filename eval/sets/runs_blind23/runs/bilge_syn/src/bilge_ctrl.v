// Bilge pump controller: a five-state machine that primes, runs and rests a boat's bilge pump from float switches, with an over-current fault lockout.
module bilge_ctrl (
    input  wire clk,
    input  wire rst_n,
    input  wire float_hi,      // water above the high float
    input  wire float_lo,      // water above the low float
    input  wire overcurrent,   // motor current sense comparator
    input  wire fault_ack,     // operator acknowledge
    output wire pump_on,
    output wire prime_valve,
    output wire alarm,
    output reg  [7:0] run_count
);
    localparam IDLE  = 3'd0;
    localparam PRIME = 3'd1;
    localparam PUMP  = 3'd2;
    localparam REST  = 3'd3;
    localparam FAULT = 3'd4;

    reg [2:0] state, next_state;
    reg [9:0] timer;
    wire      timer_done = (timer == 10'd0);

    always @(*) begin
        next_state = state;
        case (state)
            IDLE:  if (float_hi)                 next_state = PRIME;
            PRIME: if (overcurrent)              next_state = FAULT;
                   else if (timer_done)          next_state = PUMP;
            PUMP:  if (overcurrent)              next_state = FAULT;
                   else if (!float_lo)           next_state = REST;
            REST:  if (timer_done)               next_state = IDLE;
            FAULT: if (fault_ack && !overcurrent) next_state = IDLE;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            state <= IDLE;
        else
            state <= next_state;
    end

    // timer and run counter, loaded on the transitions that need them
    wire enter_prime = (state == IDLE)  && float_hi;
    wire enter_pump  = (state == PRIME) && !overcurrent && timer_done;
    wire enter_rest  = (state == PUMP)  && !overcurrent && !float_lo;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            timer     <= 10'd0;
            run_count <= 8'd0;
        end else begin
            if (enter_prime)
                timer <= 10'd200;
            else if (enter_rest)
                timer <= 10'd900;
            else if (!timer_done)
                timer <= timer - 10'd1;
            if (enter_pump)
                run_count <= run_count + 8'd1;
        end
    end

    assign pump_on     = (state == PUMP) || (state == PRIME);
    assign prime_valve = (state == PRIME);
    assign alarm       = (state == FAULT);
endmodule
