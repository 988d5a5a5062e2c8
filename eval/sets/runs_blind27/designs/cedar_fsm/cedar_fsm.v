// Four-state request/grant handshake controller with a timeout counter, written as a classic two-process FSM.
module cedar_fsm (
    input  wire clk,
    input  wire rst,
    input  wire req,
    input  wire ack,
    output reg  grant,
    output reg  busy,
    output reg  timeout
);
    localparam IDLE = 2'd0, WAIT = 2'd1, SERVE = 2'd2, DONE = 2'd3;

    reg [1:0] state, next;
    reg [3:0] cnt;

    always @(posedge clk) begin
        if (rst) state <= IDLE;
        else     state <= next;
    end

    always @(*) begin
        next = state;
        case (state)
            IDLE:  if (req) next = WAIT;
            WAIT:  if (ack) next = SERVE;
                   else if (cnt == 4'd15) next = IDLE;
            SERVE: if (!req) next = DONE;
            DONE:  next = IDLE;
        endcase
    end

    always @(posedge clk) begin
        if (rst || state != WAIT) cnt <= 4'd0;
        else                      cnt <= cnt + 4'd1;
    end

    always @(posedge clk) begin
        if (rst) begin
            grant <= 1'b0; busy <= 1'b0; timeout <= 1'b0;
        end else begin
            grant   <= (next == SERVE);
            busy    <= (next != IDLE);
            timeout <= (state == WAIT) && (cnt == 4'd15) && !ack;
        end
    end
endmodule
