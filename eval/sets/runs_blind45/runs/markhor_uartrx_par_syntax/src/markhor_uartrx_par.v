// markhor_uartrx_par: work-in-progress variant of markhor_uartrx with an even-parity bit (8E1)
// Ports: as markhor_uartrx plus parity_err
module markhor_uartrx_par (
    input  wire       clk,
    input  wire       rst,
    input  wire       tick16,
    input  wire       rxd,
    output reg  [7:0] data,
    output reg        valid,
    output reg        parity_err
);
    localparam IDLE = 3'd0, START = 3'd1, BITS = 3'd2, PAR = 3'd3, STOP = 3'd4;
    reg [2:0] state;
    reg [3:0] os;
    reg [2:0] nbit;
    reg [1:0] rx_s;
    reg       par

    always @(posedge clk) rx_s <= {rx_s[0], rxd};

    always @(posedge clk) begin
        valid <= 1'b0;
        if (rst) begin
            state      <= IDLE;
            os         <= 4'd0;
            nbit       <= 3'd0;
            par        <= 1'b0;
            parity_err <= 1'b0;
            data       <= 8'h00;
        end else if (tick16) begin
            case (state)
                IDLE:  if (!rx_s[1]) begin state <= START; os <= 4'd0; par <= 1'b0; end
                START: if (os == 4'd7) begin os <= 4'd0; state <= rx_s[1] ? IDLE : BITS; nbit <= 3'd0; end
                       else os <= os + 4'd1;
                BITS:  if (os == 4'd15) begin
                           os   <= 4'd0;
                           data <= {rx_s[1], data[7:1]};
                           par  <= par ^ rx_s[1];
                           nbit <= nbit + 3'd1;
                           if (nbit == 3'd7) state <= PAR;
                       end else os <= os + 4'd1;
                PAR:   if (os == 4'd15) begin os <= 4'd0; parity_err <= par ^ rx_s[1]; state <= STOP; end
                       else os <= os + 4'd1;
                STOP:  if (os == 4'd15) begin state <= IDLE; valid <= rx_s[1] & ~parity_err; end
                       else os <= os + 4'd1;
                default: state <= IDLE;
            endcase
        end
    end
endmodule
