// impala_spimaster: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit transfers.
// Ports: clk, rst_n, start, tx_byte[7:0], rx_byte[7:0], busy, done, sclk, mosi, miso, cs_n.
// Parameter: DIV (system clocks per half SCLK period, default 4 -> SCLK = clk/8).
// cs_n is asserted for the whole transfer; done pulses for one clk when rx_byte is valid.
module impala_spimaster #(
    parameter DIV = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    output reg  [7:0] rx_byte,
    output wire       busy,
    output reg        done,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n
);
    reg [7:0] shift_tx, shift_rx;
    reg [3:0] edges;          // 16 SCLK edges per byte
    reg [$clog2(DIV)-1:0] div_cnt;
    wire      half = (div_cnt == DIV - 1);

    assign busy = ~cs_n;
    assign mosi = shift_tx[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            shift_tx <= 8'd0;
            shift_rx <= 8'd0;
            rx_byte  <= 8'd0;
            edges    <= 4'd0;
            div_cnt  <= 0;
            sclk     <= 1'b0;
            cs_n     <= 1'b1;
            done     <= 1'b0;
        end else begin
            done <= 1'b0;
            if (cs_n) begin
                div_cnt <= 0;
                if (start) begin
                    shift_tx <= tx_byte;
                    edges    <= 4'd0;
                    cs_n     <= 1'b0;
                end
            end else begin
                div_cnt <= half ? 0 : div_cnt + 1'b1;
                if (half) begin
                    sclk  <= ~sclk;
                    edges <= edges + 4'd1;
                    if (!sclk) begin
                        // rising edge: sample MISO
                        shift_rx <= {shift_rx[6:0], miso};
                    end else begin
                        // falling edge: shift out the next bit
                        shift_tx <= {shift_tx[6:0], 1'b0};
                        if (edges == 4'd15) begin
                            cs_n    <= 1'b1;
                            rx_byte <= shift_rx;
                            done    <= 1'b1;
                        end
                    end
                end
            end
        end
    end
endmodule
