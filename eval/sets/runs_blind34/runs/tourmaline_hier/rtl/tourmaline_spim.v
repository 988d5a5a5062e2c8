// tourmaline_spim: SPI master (mode 0), 8-bit transfers, programmable SCLK divider submodule
module tourmaline_sclkgen (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [3:0] div,
    output reg        rise,
    output reg        fall,
    output reg        sclk
);
    reg [3:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= 0; sclk <= 1'b0; rise <= 1'b0; fall <= 1'b0;
        end else begin
            rise <= 1'b0;
            fall <= 1'b0;
            if (!en) begin
                cnt  <= 0;
                sclk <= 1'b0;
            end else if (cnt == div) begin
                cnt  <= 0;
                sclk <= ~sclk;
                rise <= ~sclk;
                fall <= sclk;
            end else
                cnt <= cnt + 1'b1;
        end
    end
endmodule

module tourmaline_spim (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       go,
    input  wire [3:0] clk_div,
    input  wire [7:0] wdata,
    output reg  [7:0] rdata,
    output wire       busy,
    output reg        cs_n,
    output wire       sclk,
    output wire       mosi,
    input  wire       miso
);
    reg [7:0] sh_out, sh_in;
    reg [3:0] nbits;
    reg       active;
    wire      rise, fall;

    tourmaline_sclkgen u_gen (.clk(clk), .rst_n(rst_n), .en(active), .div(clk_div),
                              .rise(rise), .fall(fall), .sclk(sclk));

    assign mosi = sh_out[7];
    assign busy = active;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sh_out <= 0; sh_in <= 0; nbits <= 0; active <= 1'b0; cs_n <= 1'b1; rdata <= 0;
        end else if (!active) begin
            if (go) begin
                sh_out <= wdata;
                nbits  <= 4'd8;
                active <= 1'b1;
                cs_n   <= 1'b0;
            end
        end else begin
            if (rise) begin
                sh_in <= {sh_in[6:0], miso};
                nbits <= nbits - 1'b1;
            end
            if (fall) begin
                if (nbits == 0) begin
                    active <= 1'b0;
                    cs_n   <= 1'b1;
                    rdata  <= sh_in;
                end else
                    sh_out <= {sh_out[6:0], 1'b0};
            end
        end
    end
endmodule
