// kiln_ramp_fsm -- firing controller for a small electric kiln.
// IDLE -> HEAT (element on until temp reaches target) -> SOAK (hold for
// soak_len ticks, element duty-cycled around target) -> COOL (fan on until
// temp falls below cool_lim) -> VENT (lid vent open for a fixed 200 ticks)
// -> IDLE.  An open door or an over-temperature reading sends the
// controller to FAULT from any active state; FAULT waits for ack.
module kiln_ramp_fsm (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        tick,        // 1-per-second strobe
    input  wire        start,
    input  wire        ack,
    input  wire        door_open,
    input  wire [9:0]  temp,
    input  wire [9:0]  target,
    input  wire [9:0]  cool_lim,
    input  wire [11:0] soak_len,
    output wire        heater_on,
    output wire        fan_on,
    output wire        vent_open,
    output wire        alarm,
    output wire        busy
);
    localparam [2:0] S_IDLE  = 3'd0,
                     S_HEAT  = 3'd1,
                     S_SOAK  = 3'd2,
                     S_COOL  = 3'd3,
                     S_VENT  = 3'd4,
                     S_FAULT = 3'd5;
    localparam [9:0] T_MAX = 10'd1000;

    reg [2:0]  state, nstate;
    reg [11:0] tmr;
    wire       over_temp = (temp > T_MAX);
    wire       at_target = (temp >= target);
    wire       tmr_done  = (tmr == 12'd0);

    always @(*) begin
        nstate = state;
        case (state)
            S_IDLE:  if (start && !door_open) nstate = S_HEAT;
            S_HEAT:  if (door_open || over_temp) nstate = S_FAULT;
                     else if (at_target) nstate = S_SOAK;
            S_SOAK:  if (door_open || over_temp) nstate = S_FAULT;
                     else if (tick && tmr_done) nstate = S_COOL;
            S_COOL:  if (door_open) nstate = S_FAULT;
                     else if (temp < cool_lim) nstate = S_VENT;
            S_VENT:  if (tick && tmr_done) nstate = S_IDLE;
            S_FAULT: if (ack && !door_open && !over_temp) nstate = S_IDLE;
            default: nstate = S_IDLE;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            state <= S_IDLE;
        else
            state <= nstate;
    end

    // shared down-counter: soak length in SOAK, fixed 200 ticks in VENT
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            tmr <= 12'd0;
        else if (state == S_HEAT && nstate == S_SOAK)
            tmr <= soak_len;
        else if (state == S_COOL && nstate == S_VENT)
            tmr <= 12'd200;
        else if (tick && !tmr_done)
            tmr <= tmr - 12'd1;
    end

    assign heater_on = (state == S_HEAT) || (state == S_SOAK && !at_target);
    assign fan_on    = (state == S_COOL) || (state == S_FAULT);
    assign vent_open = (state == S_VENT);
    assign alarm     = (state == S_FAULT);
    assign busy      = (state != S_IDLE);
endmodule
