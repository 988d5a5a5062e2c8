// watchdog_fsm: a windowed watchdog. Software must "kick" while the FSM is in
// RUN. If the down-counter expires the FSM moves to WARN and raises warn_o;
// a second expiry without a kick moves it to BITE, which holds sys_rst_req
// until the watchdog is disabled.
module watchdog_fsm (
    input             clk,
    input             rst,
    input             enable,
    input             kick,
    input      [11:0] reload,
    output reg        warn_o,
    output reg        sys_rst_req,
    output     [11:0] count_o
);
    localparam IDLE = 2'd0, RUN = 2'd1, WARN = 2'd2, BITE = 2'd3;

    reg [1:0]  state, nstate;
    reg [11:0] cnt;
    wire       expired = (cnt == 12'd0);

    assign count_o = cnt;

    always @(*) begin
        nstate = state;
        case (state)
            IDLE: if (enable) nstate = RUN;
            RUN:  if (!enable) nstate = IDLE;
                  else if (expired) nstate = WARN;
            WARN: if (!enable) nstate = IDLE;
                  else if (kick) nstate = RUN;
                  else if (expired) nstate = BITE;
            BITE: if (!enable) nstate = IDLE;
            default: nstate = IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            state <= IDLE;
            cnt   <= 12'd0;
        end else begin
            state <= nstate;
            if (state == IDLE || kick || expired)
                cnt <= reload;
            else
                cnt <= cnt - 12'd1;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            warn_o      <= 1'b0;
            sys_rst_req <= 1'b0;
        end else begin
            warn_o      <= (nstate == WARN);
            sys_rst_req <= (nstate == BITE);
        end
    end
endmodule
