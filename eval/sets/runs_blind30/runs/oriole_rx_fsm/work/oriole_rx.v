// oriole_rx: serial frame receiver FSM (start bit, 8 data bits, parity, stop) with oversampling tick
module oriole_rx (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick,      // one pulse per bit period
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        data_ok,
    output reg        parity_err,
    output reg        frame_err
);
    localparam IDLE   = 3'd0,
               START  = 3'd1,
               BITS   = 3'd2,
               PARITY = 3'd3,
               STOP   = 3'd4,
               DONE   = 3'd5;

    reg [2:0] state, next;
    reg [2:0] bitcnt;
    reg [7:0] shreg;
    reg       par;

    always @(posedge clk) begin
        if (rst)
            state <= IDLE;
        else
            state <= next;
    end

    always @(*) begin
        next = state;
        case (state)
            IDLE:   if (!rxd) next = START;
            START:  if (tick) next = rxd ? IDLE : BITS;
            BITS:   if (tick && bitcnt == 3'd7) next = PARITY;
            PARITY: if (tick) next = STOP;
            STOP:   if (tick) next = DONE;
            DONE:   next = IDLE;
            default: next = IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst) begin
            bitcnt     <= 3'd0;
            shreg      <= 8'd0;
            par        <= 1'b0;
            data       <= 8'd0;
            data_ok    <= 1'b0;
            parity_err <= 1'b0;
            frame_err  <= 1'b0;
        end else begin
            data_ok <= 1'b0;
            case (state)
                START: begin
                    bitcnt <= 3'd0;
                    par    <= 1'b0;
                end
                BITS: if (tick) begin
                    shreg  <= {rxd, shreg[7:1]};
                    par    <= par ^ rxd;
                    bitcnt <= bitcnt + 3'd1;
                end
                PARITY: if (tick) parity_err <= par ^ rxd;
                STOP: if (tick) frame_err <= ~rxd;
                DONE: begin
                    data    <= shreg;
                    data_ok <= ~parity_err & ~frame_err;
                end
                default: ;
            endcase
        end
    end
endmodule
