// mesquite_spim: SPI master, mode 0 (CPOL=0, CPHA=0), MSB first, 8-bit transfers, programmable SCLK divider.
// Ports: clk, rst_n, start, tx_byte[7:0], clk_div[3:0] (half SCLK period in clk cycles minus 1),
//        sclk, mosi, miso, cs_n, rx_byte[7:0], done (1-cycle pulse at end of transfer), busy.
module mesquite_spim (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] tx_byte,
    input  wire [3:0] clk_div,
    output reg        sclk,
    output wire       mosi,
    input  wire       miso,
    output reg        cs_n,
    output reg  [7:0] rx_byte,
    output reg        done,
    output wire       busy
);
    reg [3:0] div_cnt;
    reg [3:0] edge_cnt;   // 16 SCLK edges per byte
    reg [7:0] tx_sr, rx_sr;
    reg       active;

    assign busy = active;
    assign mosi = tx_sr[7];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            div_cnt <= 4'd0; edge_cnt <= 4'd0;
            tx_sr <= 8'd0; rx_sr <= 8'd0; rx_byte <= 8'd0;
            sclk <= 1'b0; cs_n <= 1'b1; done <= 1'b0; active <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!active) begin
                sclk <= 1'b0;
                if (start) begin
                    tx_sr    <= tx_byte;
                    active   <= 1'b1;
                    cs_n     <= 1'b0;
                    div_cnt  <= 4'd0;
                    edge_cnt <= 4'd0;
                end
            end else if (div_cnt == clk_div) begin
                div_cnt <= 4'd0;
                sclk    <= ~sclk;
                if (!sclk) begin
                    // rising edge: sample MISO
                    rx_sr <= {rx_sr[6:0], miso};
                end else begin
                    // falling edge: shift out next bit
                    tx_sr <= {tx_sr[6:0], 1'b0};
                end
                edge_cnt <= edge_cnt + 1'b1;
                if (edge_cnt == 4'd15) begin
                    active  <= 1'b0;
                    cs_n    <= 1'b1;
                    done    <= 1'b1;
                    rx_byte <= rx_sr;
                end
            end else begin
                div_cnt <= div_cnt + 1'b1;
            end
        end
    end
endmodule
