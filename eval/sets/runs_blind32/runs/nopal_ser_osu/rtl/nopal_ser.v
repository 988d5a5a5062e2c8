// nopal_ser: 8-bit asynchronous serial transmitter (start, 8 data, even parity, stop) with baud divider
module nopal_ser #(parameter DIV = 4) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       send,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    localparam IDLE = 2'd0, SHIFT = 2'd1, DONE = 2'd2;
    reg [1:0]  state;
    reg [3:0]  bitcnt;
    reg [7:0]  divcnt;
    reg [10:0] frame;

    wire tick = (divcnt == DIV - 1);
    assign busy = (state != IDLE);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state  <= IDLE;
            bitcnt <= 4'd0;
            divcnt <= 8'd0;
            frame  <= 11'h7ff;
            txd    <= 1'b1;
        end else begin
            case (state)
                IDLE: begin
                    txd    <= 1'b1;
                    divcnt <= 8'd0;
                    if (send) begin
                        // stop, parity, data[7:0], start (LSB first on the line)
                        frame  <= {1'b1, ^data, data, 1'b0};
                        bitcnt <= 4'd0;
                        state  <= SHIFT;
                    end
                end
                SHIFT: begin
                    txd <= frame[0];
                    if (tick) begin
                        divcnt <= 8'd0;
                        frame  <= {1'b1, frame[10:1]};
                        if (bitcnt == 4'd10)
                            state <= DONE;
                        else
                            bitcnt <= bitcnt + 4'd1;
                    end else begin
                        divcnt <= divcnt + 8'd1;
                    end
                end
                DONE: begin
                    txd   <= 1'b1;
                    state <= IDLE;
                end
                default: state <= IDLE;
            endcase
        end
    end
endmodule
