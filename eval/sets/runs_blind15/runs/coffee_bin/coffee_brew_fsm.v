// coffee_brew_fsm: drip-coffee machine sequencer.
// IDLE -> HEAT (until water hot) -> PREINF (short soak) -> BREW (until the
// cup sensor says full or a timeout) -> DRIP (fixed wait) -> KEEPWARM, and
// FAULT from HEAT / BREW when the tank runs dry.
module coffee_brew_fsm (
    input  wire clk,
    input  wire rst_n,
    input  wire start_btn,
    input  wire water_hot,
    input  wire cup_full,
    input  wire tank_empty,
    input  wire cancel,
    output reg  heater_on,
    output reg  pump_on,
    output reg  warm_plate,
    output reg  fault_led,
    output wire [9:0] tick_out
);
    localparam S_IDLE   = 3'd0,
               S_HEAT   = 3'd1,
               S_PREINF = 3'd2,
               S_BREW   = 3'd3,
               S_DRIP   = 3'd4,
               S_WARM   = 3'd5,
               S_FAULT  = 3'd6;

    reg [2:0] st, st_nx;
    reg [9:0] tick;
    reg       tick_clr;

    assign tick_out = tick;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) st <= S_IDLE;
        else        st <= st_nx;

    always @(posedge clk or negedge rst_n)
        if (!rst_n)        tick <= 10'd0;
        else if (tick_clr) tick <= 10'd0;
        else               tick <= tick + 10'd1;

    // next state; tick_clr restarts the phase timer on every transition
    always @* begin
        st_nx    = st;
        tick_clr = 1'b0;
        case (st)
            S_IDLE:   if (start_btn) begin st_nx = S_HEAT; tick_clr = 1'b1; end
            S_HEAT:   if (tank_empty) begin st_nx = S_FAULT; tick_clr = 1'b1; end
                      else if (water_hot) begin st_nx = S_PREINF; tick_clr = 1'b1; end
            S_PREINF: if (tick == 10'd40) begin st_nx = S_BREW; tick_clr = 1'b1; end
            S_BREW:   if (tank_empty) begin st_nx = S_FAULT; tick_clr = 1'b1; end
                      else if (cup_full || tick == 10'd900) begin st_nx = S_DRIP; tick_clr = 1'b1; end
            S_DRIP:   if (tick == 10'd120) begin st_nx = S_WARM; tick_clr = 1'b1; end
            S_WARM:   if (cancel || tick == 10'd1000) begin st_nx = S_IDLE; tick_clr = 1'b1; end
            S_FAULT:  if (cancel) begin st_nx = S_IDLE; tick_clr = 1'b1; end
            default:  begin st_nx = S_IDLE; tick_clr = 1'b1; end
        endcase
        if (cancel && st != S_FAULT) begin st_nx = S_IDLE; tick_clr = 1'b1; end
    end

    always @* begin
        heater_on  = (st == S_HEAT) || (st == S_PREINF) || (st == S_BREW);
        pump_on    = (st == S_BREW) || (st == S_PREINF && tick < 10'd8);
        warm_plate = (st == S_DRIP) || (st == S_WARM);
        fault_led  = (st == S_FAULT);
    end
endmodule
