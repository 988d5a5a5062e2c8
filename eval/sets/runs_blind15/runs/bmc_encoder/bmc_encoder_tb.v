// bmc_encoder_tb: sends two bytes and checks the line against a behavioural
// biphase-mark model: count transitions per cell (1 for '0', 2 for '1').
`timescale 1ns/1ps
module bmc_encoder_tb;
    reg clk = 0, rst = 1, cell_en = 0, load = 0;
    reg [7:0] byte_in = 8'd0;
    wire line, need_byte;
    integer errors = 0, bits_checked = 0, b, n;
    reg prev, mid;
    reg [7:0] pattern [0:1];

    bmc_encoder dut (.clk(clk), .rst(rst), .cell_en(cell_en), .load(load),
                     .byte_in(byte_in), .line(line), .need_byte(need_byte));

    always #5 clk = ~clk;

    initial begin
        pattern[0] = 8'hA5;
        pattern[1] = 8'h3C;
        repeat (3) @(posedge clk);
        rst <= 0;
        for (n = 0; n < 2; n = n + 1) begin
            @(posedge clk);
            byte_in <= pattern[n];
            load    <= 1;
            @(posedge clk);
            load    <= 0;
            cell_en <= 1;
            @(posedge clk);          // first half-cell edge of bit 0 happens here
            #1 prev = line;
            for (b = 0; b < 8; b = b + 1) begin
                @(posedge clk); #1 mid = line;   // second half-cell
                if ((mid != prev) !== pattern[n][b]) begin
                    errors = errors + 1;
                    $display("MISMATCH byte %0d bit %0d: expected mid-cell transition %0d", n, b, pattern[n][b]);
                end
                bits_checked = bits_checked + 1;
                if (b < 7) begin
                    @(posedge clk); #1 prev = line;
                    if (prev == mid) begin
                        errors = errors + 1;
                        $display("MISSING cell-boundary transition before bit %0d of byte %0d", b + 1, n);
                    end
                end
            end
            cell_en <= 0;
            @(posedge clk);
        end
        $display("bmc_encoder_tb: %0d bits checked, %0d errors", bits_checked, errors);
        if (errors == 0) $display("PASS");
        else             $display("FAIL");
        $finish;
    end
endmodule
